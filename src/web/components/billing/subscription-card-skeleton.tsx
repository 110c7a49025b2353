import { formatCents } from '../../../domain/menu/price';
import { type Plan, PREMIUM_PRICE_CENTS } from '../../../domain/plans/plans';
import { PREMIUM_FEATURES } from '../dashboard/premium-features';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Skeleton, SkeletonText } from '../ui/skeleton';

/**
 * The subscription card while the server is asked, in the shape of the card that will come
 * (the free offer, or an active subscription for a Premium plan), so that nothing below it moves
 * when it arrives (Lighthouse measured a layout shift of 0.23 on Paramètres). The texts are laid
 * out invisibly: the placeholder wraps as the real card will, whatever the screen.
 */
export function SubscriptionCardSkeleton({ plan }: { plan: Plan | undefined }) {
  const status = (
    <span className="sr-only" role="status">
      Chargement de l’abonnement…
    </span>
  );
  if (plan === 'premium') {
    return (
      <Card aria-busy="true" aria-label="Abonnement">
        <CardHeader>
          <CardTitle>
            <SkeletonText>Premium · Abonnement actif</SkeletonText>
          </CardTitle>
          <CardDescription>
            <SkeletonText>Prochain paiement le 31 décembre 2026</SkeletonText>
          </CardDescription>
          {status}
        </CardHeader>
        <CardContent className="grid gap-4">
          <Skeleton className="h-11 w-full" />
        </CardContent>
      </Card>
    );
  }
  // The free offer (UpgradeCard): title, price, the features, "Passer à Premium".
  return (
    <Card aria-busy="true" aria-label="Abonnement" className="flex flex-col">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Skeleton className="size-5" />
          <SkeletonText>Passez à Premium</SkeletonText>
        </CardTitle>
        <CardDescription>
          <SkeletonText>Tout ce qu'il faut pour faire vivre votre carte.</SkeletonText>
        </CardDescription>
        {status}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-5">
        <p>
          <SkeletonText className="text-3xl font-bold tracking-tight">
            {formatCents(PREMIUM_PRICE_CENTS)}
          </SkeletonText>
          <span className="block text-sm">
            <SkeletonText>Annulable à tout moment</SkeletonText>
          </span>
        </p>
        <ul className="grid gap-2 text-sm">
          {PREMIUM_FEATURES.map(({ label }) => (
            <li key={label} className="flex items-start gap-2">
              <Skeleton className="mt-0.5 size-4 shrink-0" />
              <SkeletonText>{label}</SkeletonText>
            </li>
          ))}
        </ul>
        <Skeleton className="mt-auto h-11 w-full" />
      </CardContent>
    </Card>
  );
}
