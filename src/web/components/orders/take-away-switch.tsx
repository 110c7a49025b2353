import { api } from '../../lib/api';
import { Switch } from '../ui/switch';
import { useOrderingSetting } from './use-ordering-setting';

/**
 * "Commandes à emporter / sans table" (off by default): off, only a table's own QR code lets a
 * diner order, so every order says which table it comes from; on, the restaurant's general code
 * and its address take orders too, marked "À emporter / sans table".
 */
export function TakeAwaySwitch() {
  const { ordering, update } = useOrderingSetting(api.setTakeAway, (result) =>
    result.takeAway
      ? 'Commandes à emporter / sans table acceptées'
      : 'Commandes depuis les tables uniquement',
  );
  const isOn = ordering.data?.takeAway ?? false;

  return (
    <div className="grid gap-1 border-t border-border pt-3">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor="ordering-take-away" className="text-sm font-medium">
          Commandes à emporter / sans table
        </label>
        <Switch
          id="ordering-take-away"
          checked={isOn}
          disabled={ordering.isPending || update.isPending}
          onCheckedChange={(takeAway) => update.mutate(takeAway)}
          aria-describedby="ordering-take-away-hint"
        />
      </div>
      <p id="ordering-take-away-hint" className="text-sm text-muted-foreground">
        {isOn
          ? 'Vos clients commandent aussi depuis le QR code général ou l’adresse de votre menu, sans table.'
          : 'Seul le QR code d’une table permet de commander : chaque commande dit de quelle table elle vient.'}
      </p>
    </div>
  );
}
