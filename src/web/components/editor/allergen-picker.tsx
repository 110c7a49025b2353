import { Check } from 'lucide-react';
import { ALLERGENS, type Allergen } from '../../../domain/menu/allergens';
import { cn } from '../../lib/cn';

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
            <button
              key={allergen}
              type="button"
              aria-pressed={isSelected}
              onClick={() => toggle(allergen)}
              className={cn(
                'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
                isSelected
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-card hover:bg-muted',
              )}
            >
              {isSelected && <Check aria-hidden="true" className="size-4" />}
              {allergen}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
