import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Check, Crown, ExternalLink, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { BILLING_MESSAGES, type SubscriptionSummary } from '../../../domain/billing/subscription';
import { ENTITLEMENTS } from '../../../domain/plans/plans';
import { queryKeys } from '../../lib/query-keys';
import { useAccount } from '../dashboard/dashboard-queries';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { useSubscription } from './billing-queries';
import { formatBillingDate } from './format-billing';
import { SubscriptionCardSkeleton } from './subscription-card-skeleton';
import { UpgradeCard } from './upgrade-card';
import { usePortal } from './use-billing-actions';
import { useSubscriptionReturn } from './use-subscription-return';

/**
 * Settings' subscription card (spec §2 "Subscription card", §4, §8): the free offer, or the
 * active subscription with its next payment and the provider's portal. What it shows comes
 * from the server, checked each time the card is displayed and after a return from payment.
 */
export function SubscriptionCard() {
  const { isAwaitingActivation, isActivationSlow } = useSubscriptionReturn();
  const subscription = useSubscription({ isPolling: isAwaitingActivation });
  const queryClient = useQueryClient();
  const { data: account } = useAccount();
  const isSubscribed = subscription.data?.subscribed ?? false;

  // The webhook landed: the plan's rights (menus, activation) change with it.
  useEffect(() => {
    if (!isAwaitingActivation || !isSubscribed) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.account });
    void queryClient.invalidateQueries({ queryKey: queryKeys.menus });
  }, [isAwaitingActivation, isSubscribed, queryClient]);

  useEffect(() => {
    // Spec §8: the check's failure is kept and logged, without a toast.
    if (subscription.error) console.warn(BILLING_MESSAGES.checkFailed, subscription.error);
  }, [subscription.error]);

  if (subscription.isPending)
    return (
      <SubscriptionCardSkeleton showsUpgradeOffer={account?.entitlements?.showsUpgradeOffer} />
    );
  if (subscription.isError) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Abonnement</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p role="alert" className="text-sm text-destructive">
            {BILLING_MESSAGES.checkFailed}
          </p>
          <Button
            variant="outline"
            onClick={() => subscription.refetch()}
            isLoading={subscription.isFetching}
          >
            <RefreshCw aria-hidden="true" />
            Réessayer
          </Button>
        </CardContent>
      </Card>
    );
  }
  const data = subscription.data;
  if (data.subscribed) return <ActiveSubscriptionCard subscription={data} />;
  if (isAwaitingActivation || isActivationSlow) {
    return <ActivationCard isSlow={isActivationSlow} />;
  }
  if (!ENTITLEMENTS[data.tier].showsUpgradeOffer) return <ComplimentaryPremiumCard />;
  return <UpgradeCard checkout={data.checkout} />;
}

function ActiveSubscriptionCard({ subscription }: { subscription: SubscriptionSummary }) {
  const portal = usePortal();
  const { currentPeriodEnd, cancelAtPeriodEnd, graceEndsAt } = subscription;
  return (
    <Card className="border-success/40">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <Crown aria-hidden="true" className="size-5 text-success" />
          Premium
          <Badge variant="success">
            <Check aria-hidden="true" />
            Abonnement actif
          </Badge>
        </CardTitle>
        {currentPeriodEnd && (
          <CardDescription>
            {cancelAtPeriodEnd
              ? `Se termine le ${formatBillingDate(currentPeriodEnd)} : aucun nouveau paiement.`
              : `Prochain paiement le ${formatBillingDate(currentPeriodEnd)}`}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {graceEndsAt && (
          <Alert variant="warning" role="status">
            <AlertTriangle aria-hidden="true" />
            <AlertTitle>Le dernier paiement a échoué</AlertTitle>
            <AlertDescription>
              Mettez à jour votre carte avant le {formatBillingDate(graceEndsAt)} pour garder
              Premium ; sinon votre compte repassera en version gratuite (vos menus sont conservés).
            </AlertDescription>
          </Alert>
        )}
        <Button variant="outline" onClick={portal.open} isLoading={portal.isPending}>
          {portal.isPending ? (
            BILLING_MESSAGES.processing
          ) : (
            <>
              Gérer mon abonnement
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(nouvel onglet)</span>
            </>
          )}
        </Button>
      </CardContent>
    </Card>
  );
}

function ActivationCard({ isSlow }: { isSlow: boolean }) {
  return (
    <Card className="border-accent/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown aria-hidden="true" className="size-5 text-accent" />
          Premium
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm">
          {isSlow ? (
            BILLING_MESSAGES.activationSlow
          ) : (
            <>
              <Spinner className="size-4" />
              {BILLING_MESSAGES.activating}
            </>
          )}
        </p>
      </CardContent>
    </Card>
  );
}

/** Premium granted by the team (operator command), without a subscription to manage. */
function ComplimentaryPremiumCard() {
  return (
    <Card className="border-success/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown aria-hidden="true" className="size-5 text-success" />
          Premium
        </CardTitle>
        <CardDescription>
          Votre compte Premium a été activé par l’équipe Ardoise : aucun paiement n’est prévu.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}
