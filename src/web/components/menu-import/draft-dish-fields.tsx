import { Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { sanitizePriceInput, toPriceInput } from '../../../domain/menu/price';
import type { DraftDish } from '../../../domain/menu-import/import-result';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Textarea } from '../ui/textarea';
import { toggleAllergen } from './draft-edits';

/**
 * One dish of the preview, editable in place: name, price, description, variants, allergens.
 * `toolbar` holds its drag handle and its "Déplacer vers…" menu; the element is the caller's
 * (a sortable `<li>`).
 */
export function DraftDishFields({
  dish,
  onChange,
  onRemove,
  toolbar,
  isNew = false,
}: {
  dish: DraftDish;
  onChange: (dish: DraftDish) => void;
  onRemove: () => void;
  toolbar?: ReactNode;
  /** A dish just added: its name takes the focus. */
  isNew?: boolean;
}) {
  const id = useId();
  const shown = [...new Set([...dish.allergens, ...(dish.suggestedAllergens ?? [])])];
  return (
    <div className="grid gap-3">
      {toolbar}
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-name`}>Nom du plat</Label>
          <Input
            id={`${id}-name`}
            autoFocus={isNew}
            value={dish.name}
            onChange={(event) => onChange({ ...dish, name: event.target.value })}
          />
        </div>
        {!dish.variants?.length && (
          <div className="grid gap-1">
            <Label htmlFor={`${id}-price`}>
              {dish.name ? `Prix de « ${dish.name} » (€)` : 'Prix de ce plat (€)'}
            </Label>
            {/* Shown and typed with a French comma ("6,50"); the menu schema reads both. */}
            <Input
              id={`${id}-price`}
              inputMode="decimal"
              value={toPriceInput(dish.price)}
              aria-invalid={dish.price.trim() === '' ? true : undefined}
              onChange={(event) =>
                onChange({ ...dish, price: sanitizePriceInput(event.target.value) })
              }
            />
          </div>
        )}
      </div>
      {dish.variants?.map((variant, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a draft's variants have no id yet, and are never reordered here
        <div key={`${id}-v${index}`} className="grid grid-cols-[1fr_8rem] gap-3">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-v${index}-name`}>Variante</Label>
            <Input
              id={`${id}-v${index}-name`}
              value={variant.name}
              onChange={(event) =>
                onChange({
                  ...dish,
                  variants: dish.variants?.map((v, i) =>
                    i === index ? { ...v, name: event.target.value } : v,
                  ),
                })
              }
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-v${index}-price`}>Prix (€)</Label>
            <Input
              id={`${id}-v${index}-price`}
              inputMode="decimal"
              value={toPriceInput(variant.price)}
              onChange={(event) =>
                onChange({
                  ...dish,
                  variants: dish.variants?.map((v, i) =>
                    i === index ? { ...v, price: sanitizePriceInput(event.target.value) } : v,
                  ),
                })
              }
            />
          </div>
        </div>
      ))}
      <div className="grid gap-1">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          rows={2}
          value={dish.description}
          onChange={(event) => onChange({ ...dish, description: event.target.value })}
        />
      </div>
      {shown.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Allergènes</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {shown.map((allergen) => {
              const isGuessed = !dish.allergens.includes(allergen);
              return (
                <label key={allergen} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={dish.allergens.includes(allergen)}
                    onChange={(event) =>
                      onChange(toggleAllergen(dish, allergen, event.target.checked))
                    }
                  />
                  {allergen}
                  {isGuessed && <Badge variant="warning">à vérifier</Badge>}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      <div>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          Retirer {dish.name || 'ce plat'}
        </Button>
      </div>
    </div>
  );
}
