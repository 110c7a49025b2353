import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Skeleton, SkeletonText } from '../ui/skeleton';
import { UpgradeCard } from './upgrade-card';

/**
 * The subscription card while the server is asked, in the shape of the card that will come
 * (the upgrade offer, or an active subscription for a plan that shows none), so that nothing below it moves
 * when it arrives (Lighthouse measured a layout shift of 0.23 on Paramètres). The texts are laid
 * out invisibly: the placeholder wraps as the real card will, whatever the screen.
 */
export function SubscriptionCardSkeleton({
  showsUpgradeOffer,
}: {
  showsUpgradeOffer: boolean | undefined;
}) {
  // The checkout mode is not known yet: the local mode's one-line note may still come.
  if (showsUpgradeOffer !== false) return <UpgradeCard checkout="stripe" isPlaceholder />;
  return (
    <Card aria-busy="true" aria-label="Abonnement">
      <CardHeader>
        <CardTitle aria-hidden="true">
          <SkeletonText>Premium · Abonnement actif</SkeletonText>
        </CardTitle>
        <CardDescription aria-hidden="true">
          <SkeletonText>Prochain paiement le 31 décembre 2026</SkeletonText>
        </CardDescription>
        <span className="sr-only" role="status">
          Chargement de l’abonnement…
        </span>
      </CardHeader>
      <CardContent>
        <Skeleton className="h-11" />
      </CardContent>
    </Card>
  );
}
