import { Check, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatCents } from '../../../domain/menu/price';
import { PREMIUM_PRICE_CENTS } from '../../../domain/plans/plans';
import { cn } from '../../lib/cn';
import { Button, buttonVariants } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { PREMIUM_FEATURES } from './premium-features';

/** Free owners: what Premium costs and brings (spec §2 "Subscription card", free state). */
export function PremiumCard() {
  // Billing is not built yet (no checkout): until it is, the button says how to upgrade.
  // Replace this toast with the checkout call when the billing issue lands.
  const onUpgrade = () =>
    toast.info('Le paiement en ligne arrive bientôt. Contactez-nous pour passer à Premium.');

  return (
    <Card className="flex flex-col border-accent/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown aria-hidden="true" className="size-5 text-accent" />
          Passez à Premium
        </CardTitle>
        <CardDescription>Tout ce qu'il faut pour faire vivre votre carte.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-5">
        <p>
          <span className="text-3xl font-bold tracking-tight">
            {formatCents(PREMIUM_PRICE_CENTS)}
          </span>
          <span className="text-muted-foreground"> / mois</span>
          <span className="block text-sm text-muted-foreground">Annulable à tout moment</span>
        </p>
        <ul className="grid gap-2 text-sm">
          {PREMIUM_FEATURES.map(({ label }) => (
            <li key={label} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {label}
            </li>
          ))}
        </ul>
        <div className="mt-auto grid gap-2">
          <Button variant="accent" onClick={onUpgrade}>
            Passer à Premium
          </Button>
          <Link
            to="/dashboard/settings"
            className={cn(buttonVariants({ variant: 'link' }), 'min-h-11 justify-center')}
          >
            Gérer mon abonnement dans les paramètres
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

/** Premium owners: the spec's "Mode Premium" notice, with what is switched on. */
export function PremiumModeNotice() {
  return (
    <Card className="border-success/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown aria-hidden="true" className="size-5 text-success" />
          Mode Premium
        </CardTitle>
        <CardDescription>Toutes les fonctionnalités Premium sont activées.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm">
          {PREMIUM_FEATURES.map(({ label, icon: Icon }) => (
            <li key={label} className="flex items-start gap-2">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {label}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
