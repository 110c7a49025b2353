import { ArrowLeft, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { PLAN_MESSAGES } from '../../../domain/plans/plans';
import { UpgradeLink } from '../billing/upgrade-link';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { buttonVariants } from '../ui/button';

/** A free owner who already has their menu asks for a new one: say why not, and how. */
export function MenuLimitNotice() {
  return (
    <div className="mx-auto grid max-w-xl gap-4">
      <Alert variant="warning" role="status">
        <Lock aria-hidden="true" />
        <AlertTitle>Créer un menu</AlertTitle>
        <AlertDescription className="grid gap-3">
          <p>{PLAN_MESSAGES.freeMenuLimit}</p>
          <div className="flex flex-wrap gap-2">
            <UpgradeLink className="" />
            <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Retour au tableau de bord
            </Link>
          </div>
        </AlertDescription>
      </Alert>
    </div>
  );
}
