import { PremiumFeatureList } from '../dashboard/premium-feature-list';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

/** Settings, Premium owners: the features switched on for them (spec §2 "Settings"). */
export function EnabledFeaturesCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Fonctionnalités Premium activées</CardTitle>
        <CardDescription>Incluses dans votre abonnement.</CardDescription>
      </CardHeader>
      <CardContent>
        <PremiumFeatureList />
      </CardContent>
    </Card>
  );
}
