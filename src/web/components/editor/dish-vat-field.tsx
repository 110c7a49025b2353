import type { UseFormRegister } from 'react-hook-form';
import {
  DEFAULT_VAT_RATE_BP,
  VAT_RATE_HINTS,
  VAT_RATE_LABELS,
  VAT_RATES_BP,
  type VatRateBp,
} from '../../../domain/menu/vat';
import { FormField } from '../ui/form-field';
import { NativeSelect } from '../ui/native-select';
import type { DishFormValues } from './dish-form-schema';

/**
 * "TVA": the rate the dish's price includes (prices stay TTC). By default the category's
 * (10 % unless the owner set another for the category); a dish may name its own.
 */
export function DishVatField({
  register,
  categoryRate,
}: {
  register: UseFormRegister<DishFormValues>;
  /** The rate of the dish's category, which "by default" means. */
  categoryRate: VatRateBp | undefined;
}) {
  const inherited = VAT_RATE_LABELS[categoryRate ?? DEFAULT_VAT_RATE_BP];
  return (
    <FormField label="TVA" hint="Vos prix restent TTC : le taux sert aux reçus.">
      <NativeSelect {...register('vatRateBp')}>
        <option value="">Celle de la catégorie ({inherited})</option>
        {VAT_RATES_BP.map((rate) => (
          <option key={rate} value={String(rate)}>
            {`${VAT_RATE_LABELS[rate]} – ${VAT_RATE_HINTS[rate]}`}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** The select's value back to a rate; '' (the category's) is none. */
export const vatRateOfField = (value: DishFormValues['vatRateBp']): VatRateBp | undefined =>
  VAT_RATES_BP.find((rate) => String(rate) === value);
