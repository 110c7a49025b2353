import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { VARIANT_LIMITS } from '../../../domain/menu/variants';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import type { DishFormValues } from './dish-form-schema';
import { PriceInput } from './price-input';

const MOVES = [
  { step: -1, verb: 'Monter', Icon: ArrowUp },
  { step: 1, verb: 'Descendre', Icon: ArrowDown },
] as const;

const newVariant = (price = '') => ({ id: globalThis.crypto.randomUUID(), name: '', price });

/**
 * "Verre 12 cl 6,00 €", "Bouteille 75 cl 32,00 €": 2 to 6 priced variants instead of the
 * single price. Every control is a labelled button or field (keyboard and screen readers);
 * "Monter" / "Descendre" reorder without dragging.
 */
export function VariantFields({
  control,
  register,
  errors,
  price,
  setValue,
}: {
  control: Control<DishFormValues>;
  register: UseFormRegister<DishFormValues>;
  errors: FieldErrors<DishFormValues>['variants'];
  /** The single price, carried into the first variant when variants start. */
  price: string;
  setValue: UseFormSetValue<DishFormValues>;
}) {
  const { fields, append, remove, move, replace } = useFieldArray({ control, name: 'variants' });
  const values = useWatch({ control, name: 'variants' });
  const rootError = errors?.root?.message ?? errors?.message;

  if (fields.length === 0) {
    return (
      <div className="grid gap-1">
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => replace([newVariant(price), newVariant()])}
        >
          <Plus aria-hidden="true" className="size-4" />
          Prix par variante (verre, bouteille, taille…)
        </Button>
      </div>
    );
  }

  const nameOf = (index: number) => values[index]?.name.trim() || `n° ${index + 1}`;
  const removeAt = (index: number) => {
    // Down to one variant: the dish goes back to a single price, the remaining one's.
    if (fields.length === VARIANT_LIMITS.min) {
      const kept = values[index === 0 ? 1 : 0]?.price ?? '';
      setValue('price', kept, { shouldDirty: true });
      replace([]);
      return;
    }
    remove(index);
  };

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Variantes et prix</legend>
      <ol className="grid gap-3">
        {fields.map((field, index) => {
          const error = errors?.[index];
          const name = nameOf(index);
          return (
            <li key={field.id} className="grid gap-1">
              <div className="grid grid-cols-[1fr_7.5rem] gap-2 sm:grid-cols-[1fr_7.5rem_auto]">
                <Input
                  {...register(`variants.${index}.name`)}
                  aria-label={`Nom de la variante ${index + 1}`}
                  aria-invalid={error?.name ? true : undefined}
                  placeholder={index === 0 ? 'Verre 12 cl' : 'Bouteille 75 cl'}
                  maxLength={VARIANT_LIMITS.nameMaxLength}
                  autoComplete="off"
                />
                <PriceInput
                  {...register(`variants.${index}.price`)}
                  aria-label={`Prix de la variante ${index + 1}`}
                  aria-invalid={error?.price ? true : undefined}
                />
                <div className="col-span-2 flex justify-end gap-1 sm:col-span-1">
                  {MOVES.map(({ step, verb, Icon }) => (
                    <Button
                      key={verb}
                      variant="ghost"
                      size="icon"
                      aria-label={`${verb} la variante « ${name} »`}
                      disabled={!fields[index + step]}
                      onClick={() => move(index, index + step)}
                    >
                      <Icon aria-hidden="true" className="size-4" />
                    </Button>
                  ))}
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Supprimer la variante « ${name} »`}
                    onClick={() => removeAt(index)}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </div>
              {[error?.name?.message, error?.price?.message].filter(Boolean).map((message) => (
                <p key={message} role="alert" className="text-sm font-medium text-destructive">
                  {message}
                </p>
              ))}
            </li>
          );
        })}
      </ol>
      {rootError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {rootError}
        </p>
      )}
      {fields.length < VARIANT_LIMITS.max && (
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => append(newVariant())}
        >
          <Plus aria-hidden="true" className="size-4" />
          Ajouter une variante
        </Button>
      )}
    </fieldset>
  );
}
