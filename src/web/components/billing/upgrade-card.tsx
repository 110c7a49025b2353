import { Check, Crown, Info } from 'lucide-react';
import { Link } from 'react-router';
import { BILLING_MESSAGES, type CheckoutMode } from '../../../domain/billing/subscription';
import { formatCents } from '../../../domain/menu/format-cents';
import { PREMIUM_PRICE_CENTS } from '../../../domain/plans/plans';
import { cn } from '../../lib/cn';
import { PREMIUM_FEATURES } from '../dashboard/premium-features';
import { Alert, AlertDescription } from '../ui/alert';
import { Button, buttonVariants } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Skeleton, SkeletonText } from '../ui/skeleton';
import { useCheckout } from './use-billing-actions';

/**
 * The subscription card's free state (spec §2): price, "Annulable à tout moment", what Premium
 * brings and "Passer à Premium". On the dashboard it also leads to the settings. As a
 * placeholder (the server not asked yet), the same card with its texts laid out but not shown:
 * the real card then takes exactly its room, and nothing below it moves.
 */
export function UpgradeCard({
  checkout,
  linkToSettings = false,
  isPlaceholder = false,
}: {
  checkout: CheckoutMode;
  linkToSettings?: boolean;
  isPlaceholder?: boolean;
}) {
  const { start, isPending } = useCheckout();
  const isUnavailable = checkout === 'unavailable';
  const noticeId = 'upgrade-unavailable';
  const hidden = isPlaceholder || undefined;
  const text = (value: string) => (isPlaceholder ? <SkeletonText>{value}</SkeletonText> : value);

  return (
    <Card
      className="flex flex-col border-accent/40"
      aria-busy={isPlaceholder || undefined}
      aria-label={isPlaceholder ? 'Abonnement' : undefined}
    >
      <CardHeader>
        <CardTitle className="flex items-center gap-2" aria-hidden={hidden}>
          <Crown aria-hidden="true" className="size-5 text-accent" />
          {text('Passez à Premium')}
        </CardTitle>
        <CardDescription>
          {text("Tout ce qu'il faut pour faire vivre votre carte.")}
        </CardDescription>
        {isPlaceholder && (
          <span className="sr-only" role="status">
            Chargement de l’abonnement…
          </span>
        )}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-5">
        <p aria-hidden={hidden}>
          <span className="text-3xl font-bold tracking-tight">
            {text(formatCents(PREMIUM_PRICE_CENTS))}
          </span>
          <span className="text-muted-foreground">{text(' / mois')}</span>
          <span className="block text-sm text-muted-foreground">
            {text('Annulable à tout moment')}
          </span>
        </p>
        <ul
          className="grid gap-2 text-sm"
          aria-label="Fonctionnalités Premium"
          aria-hidden={hidden}
        >
          {PREMIUM_FEATURES.map(({ label }) => (
            <li key={label} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {text(label)}
            </li>
          ))}
        </ul>
        {isUnavailable && (
          <Alert id={noticeId}>
            <Info aria-hidden="true" />
            <AlertDescription>{BILLING_MESSAGES.notConfigured}</AlertDescription>
          </Alert>
        )}
        <div className="mt-auto grid gap-2">
          {isPlaceholder ? (
            <Skeleton className="h-11" />
          ) : (
            <Button
              variant="accent"
              onClick={start}
              isLoading={isPending}
              disabled={isUnavailable}
              aria-describedby={isUnavailable ? noticeId : undefined}
            >
              {isPending ? BILLING_MESSAGES.processing : 'Passer à Premium'}
            </Button>
          )}
          {checkout === 'local' && (
            <p className="text-center text-xs text-muted-foreground">
              Mode de facturation local : le paiement est simulé sur cette machine.
            </p>
          )}
          {linkToSettings && (
            <Link
              to="/dashboard/settings"
              className={cn(buttonVariants({ variant: 'link' }), 'min-h-11 justify-center')}
            >
              Gérer mon abonnement dans les paramètres
            </Link>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
