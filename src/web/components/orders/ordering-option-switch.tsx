import type { Ordering } from '../../lib/api';
import { Switch } from '../ui/switch';
import { useOrderingSetting } from './use-ordering-setting';

/**
 * One of the ordering options under "Commandes ouvertes" (a switch, its label, a line saying
 * what it does now), saved alone with `PUT /api/v1/ordering`; the toast says what is now true.
 */
export function OrderingOptionSwitch({
  id,
  label,
  option,
  save,
  savedMessage,
  hint,
}: {
  id: string;
  label: string;
  option: keyof Ordering;
  save: (value: boolean) => Promise<Ordering>;
  savedMessage: (isOn: boolean) => string;
  hint: (isOn: boolean) => string;
}) {
  const { ordering, update } = useOrderingSetting(save, (result) => savedMessage(result[option]));
  const isOn = ordering.data?.[option] ?? false;
  return (
    <div className="grid gap-1 border-t border-border pt-3">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <Switch
          id={id}
          checked={isOn}
          disabled={ordering.isPending || update.isPending}
          onCheckedChange={(value) => update.mutate(value)}
          aria-describedby={`${id}-hint`}
        />
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint(isOn)}
      </p>
    </div>
  );
}
