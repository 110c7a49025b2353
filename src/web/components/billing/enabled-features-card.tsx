import { PREMIUM_FEATURES } from '../dashboard/premium-features';
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
