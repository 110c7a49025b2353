import { Crown } from 'lucide-react';
import { useSubscription } from '../billing/billing-queries';
import { UpgradeCard } from '../billing/upgrade-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { PremiumFeatureList } from './premium-feature-list';

/** Free owners: what Premium costs and brings (spec §2 "Subscription card", free state). */
export function PremiumCard() {
  const { data } = useSubscription();
  // While the status loads, offer the checkout: the server refuses it if payment is off.
  return <UpgradeCard checkout={data?.checkout ?? 'stripe'} linkToSettings />;
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
        <PremiumFeatureList />
      </CardContent>
    </Card>
  );
}
