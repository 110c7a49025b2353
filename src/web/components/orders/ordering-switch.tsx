import { api } from '../../lib/api';
import { Switch } from '../ui/switch';
import { StaffValidationSwitch } from './staff-validation-switch';
import { TakeAwaySwitch } from './take-away-switch';
import { useOrderingSetting } from './use-ordering-setting';

/** "Commandes ouvertes": closed, diners can still read the menu but their cart says so. */
export function OrderingSwitch() {
  const { ordering, update } = useOrderingSetting(api.setOrdering, (result) =>
    result.open ? 'Commandes ouvertes' : 'Commandes fermées',
  );
  const isOpen = ordering.data?.open ?? false;

  return (
    <div className="grid gap-2 rounded-lg border border-border bg-card p-4">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor="ordering-open" className="text-base font-semibold">
          Commandes ouvertes
        </label>
        <Switch
          id="ordering-open"
          checked={isOpen}
          disabled={ordering.isPending || update.isPending}
          onCheckedChange={(open) => update.mutate(open)}
        />
      </div>
      {!ordering.isPending && !isOpen && (
        <p className="text-sm text-muted-foreground">
          Les clients peuvent lire votre menu mais pas commander. Ouvrez les commandes pour recevoir
          celles de vos tables ici.
        </p>
      )}
      <TakeAwaySwitch />
      <StaffValidationSwitch />
    </div>
  );
}
