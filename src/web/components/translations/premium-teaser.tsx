import { Languages } from 'lucide-react';
import { UpgradeLink } from '../billing/upgrade-link';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';

/** What free owners see instead of the translations: what Premium would give. */
export function PremiumTeaser() {
  return (
    <Alert>
      <Languages aria-hidden="true" />
      <AlertTitle>Traductions automatiques avec Premium</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          Avec Premium, votre menu est traduit automatiquement en anglais, espagnol, chinois et
          italien dès que vous l’enregistrez. Vous relisez chaque traduction, vous la corrigez si
          besoin : votre correction est toujours conservée.
        </p>
        <p lang="en" className="rounded-md bg-muted p-3 text-sm">
          <span lang="fr">Exemple : « Bœuf bourguignon, mijoté sept heures » →</span> “Beef
          bourguignon, slow-cooked for seven hours”
        </p>
        <UpgradeLink />
      </AlertDescription>
    </Alert>
  );
}
