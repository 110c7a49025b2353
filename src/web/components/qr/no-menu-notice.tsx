import { SquarePlus, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { buttonVariants } from '../ui/button';
import { QR_MESSAGES } from './qr-messages';

/** The orange notice of spec part 1 §2 when no menu can be shown through the code. */
export function NoMenuNotice({ canChooseActiveMenu }: { canChooseActiveMenu: boolean }) {
  return (
    <Alert variant="warning" role="status">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>{QR_MESSAGES.noMenu}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{canChooseActiveMenu ? QR_MESSAGES.noMenuPremium : QR_MESSAGES.noMenuFree}</p>
        <div className="flex flex-wrap gap-2">
          <Link to="/dashboard/menu/new" className={buttonVariants({ variant: 'accent' })}>
            <SquarePlus aria-hidden="true" className="size-4" />
            Créer un menu
          </Link>
          {canChooseActiveMenu && (
            <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
              Activer un menu
            </Link>
          )}
        </div>
      </AlertDescription>
    </Alert>
  );
}
