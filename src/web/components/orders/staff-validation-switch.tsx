import { api } from '../../lib/api';
import { Switch } from '../ui/switch';
import { useOrderingSetting } from './use-ordering-setting';

/**
 * "Validation par le personnel" (off by default, issue 24 §3): on, diners' orders wait in "À
 * valider" until staff accept them or refuse them with a reason; orders taken by staff, and
 * those paid as they are ordered, go to the kitchen at once.
 */
export function StaffValidationSwitch() {
  const { ordering, update } = useOrderingSetting(api.setStaffValidation, (result) =>
    result.staffValidation
      ? 'Les commandes des clients attendent votre validation'
      : 'Les commandes des clients partent directement en cuisine',
  );
  const isOn = ordering.data?.staffValidation ?? false;

  return (
    <div className="grid gap-1 border-t border-border pt-3">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor="ordering-staff-validation" className="text-sm font-medium">
          Validation par le personnel
        </label>
        <Switch
          id="ordering-staff-validation"
          checked={isOn}
          disabled={ordering.isPending || update.isPending}
          onCheckedChange={(staffValidation) => update.mutate(staffValidation)}
          aria-describedby="ordering-staff-validation-hint"
        />
      </div>
      <p id="ordering-staff-validation-hint" className="text-sm text-muted-foreground">
        {isOn
          ? 'Les commandes des clients attendent dans « À valider » que le personnel les accepte ou les refuse.'
          : 'Les commandes des clients partent directement en cuisine.'}
      </p>
    </div>
  );
}
