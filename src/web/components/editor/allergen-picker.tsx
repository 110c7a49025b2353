import { Check } from 'lucide-react';
import { ALLERGENS, type Allergen } from '../../../domain/menu/allergens';
import { ToggleChip } from './toggle-chip';

/** The 14 allergens as toggle buttons (aria-pressed), in the regulation's order. */
export function AllergenPicker({
  value,
  onChange,
}: {
  value: readonly Allergen[];
  onChange: (next: Allergen[]) => void;
}) {
  const toggle = (allergen: Allergen) =>
    onChange(
      value.includes(allergen)
        ? value.filter((current) => current !== allergen)
        : ALLERGENS.filter((candidate) => candidate === allergen || value.includes(candidate)),
    );
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Allergènes</legend>
      <div className="flex flex-wrap gap-2">
        {ALLERGENS.map((allergen) => {
          const isSelected = value.includes(allergen);
          return (
            <ToggleChip key={allergen} isSelected={isSelected} onToggle={() => toggle(allergen)}>
              {isSelected && <Check aria-hidden="true" className="size-4" />}
              {allergen}
            </ToggleChip>
          );
        })}
      </div>
    </fieldset>
  );
}
