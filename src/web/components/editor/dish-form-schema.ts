import { z } from 'zod';
import { AllergenSchema } from '../../../domain/menu/allergens';
import { LIMITS, MENU_MESSAGES } from '../../../domain/menu/menu-schema';
import { parsePrice } from '../../../domain/menu/price';
import { DishTagSchema } from '../../../domain/menu/tag-schema';
import { VARIANT_LIMITS, VARIANT_MESSAGES } from '../../../domain/menu/variants';
import { VAT_RATES_BP } from '../../../domain/menu/vat';
import { normalizeForSearch } from '../../../domain/text/normalize';

/** A price as typed (sanitised): checked, kept as text until the dish is saved. */
const typedPrice = z.string().superRefine((value, context) => {
  const parsed = parsePrice(value);
  if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.message });
});

const VariantFieldsSchema = z.object({
  id: z.string(),
  name: z
    .string()
    .trim()
    .min(1, VARIANT_MESSAGES.nameRequired)
    .max(VARIANT_LIMITS.nameMaxLength, VARIANT_MESSAGES.nameTooLong),
  price: typedPrice,
});

/** The dish panel's fields; prices stay as typed (sanitised) until the dish is saved. */
export const DishFormSchema = z
  .object({
    categoryId: z.string().min(1),
    name: z
      .string()
      .trim()
      .min(1, MENU_MESSAGES.dishNameRequired)
      .max(LIMITS.nameMaxLength, MENU_MESSAGES.nameTooLong),
    description: z.string().max(LIMITS.descriptionMaxLength, MENU_MESSAGES.descriptionTooLong),
    // Checked below: only a dish without variants has a price of its own.
    price: z.string(),
    variants: z.array(VariantFieldsSchema),
    tags: z.array(DishTagSchema),
    /** '' follows the category's rate; else basis points as the select's value ("2000"). */
    vatRateBp: z.enum(['', ...VAT_RATES_BP.map(String)]),
    allergens: z.array(AllergenSchema),
    imageUrl: z.string().nullable(),
    /** 'auto' while the image follows the name (new dish, owner never chose or removed one). */
    imageChoice: z.enum(['auto', 'owner']),
    isActive: z.boolean(),
  })
  .superRefine((values, context) => {
    const { variants } = values;
    if (variants.length === 0) {
      const parsed = parsePrice(values.price);
      if (!parsed.ok)
        context.addIssue({ code: 'custom', path: ['price'], message: parsed.message });
      return;
    }
    if (variants.length < VARIANT_LIMITS.min || variants.length > VARIANT_LIMITS.max) {
      context.addIssue({
        code: 'custom',
        path: ['variants', 'root'],
        message: VARIANT_MESSAGES.count,
      });
    }
    const seen = new Set<string>();
    variants.forEach((variant, index) => {
      const key = normalizeForSearch(variant.name);
      if (key && seen.has(key)) {
        const path = ['variants', index, 'name'];
        context.addIssue({ code: 'custom', path, message: VARIANT_MESSAGES.duplicateName });
      }
      seen.add(key);
    });
  });

export type DishFormValues = z.input<typeof DishFormSchema>;
