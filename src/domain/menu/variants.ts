import { z } from 'zod';
import { TranslationLanguageSchema } from '../i18n/languages';
import { normalizeForSearch } from '../text/normalize';
import { priceToCents } from './price';
import { PriceSchema } from './price-schema';

/**
 * Priced variants of a dish (issue 15 §1): "Verre 12 cl 6,00 €", "Bouteille 75 cl 32,00 €".
 * A dish has either one price or 2 to 6 variants. With variants, the dish's `price` is kept
 * valid for older readers and always equals the lowest variant price (set on parse).
 */
export const VARIANT_LIMITS = { min: 2, max: 6, labelMaxLength: 40 } as const;

export const VARIANT_MESSAGES = {
  count: `Un plat a soit un prix unique, soit entre ${VARIANT_LIMITS.min} et ${VARIANT_LIMITS.max} variantes.`,
  invalid: 'La liste des variantes est invalide.',
  idInvalid: "L'identifiant de la variante est invalide.",
  labelRequired: 'Le nom de la variante est obligatoire (ex. « Verre 12 cl »).',
  labelTooLong: `Le nom d'une variante ne doit pas dépasser ${VARIANT_LIMITS.labelMaxLength} caractères.`,
  duplicateLabel: 'Deux variantes portent le même nom.',
  duplicateId: 'Deux variantes ont le même identifiant.',
} as const;

const labelSchema = z
  .string({ error: VARIANT_MESSAGES.labelRequired })
  .trim()
  .max(VARIANT_LIMITS.labelMaxLength, { error: VARIANT_MESSAGES.labelTooLong });

export const DishVariantSchema = z.object({
  id: z.uuid({ error: VARIANT_MESSAGES.idInvalid }),
  label: labelSchema.min(1, { error: VARIANT_MESSAGES.labelRequired }),
  price: PriceSchema,
  /** The owner's own translations of the label (machine ones live in menu_translation). */
  translations: z
    .partialRecord(TranslationLanguageSchema, z.object({ label: labelSchema.optional() }))
    .optional(),
});
export type DishVariant = z.infer<typeof DishVariantSchema>;

/** Labels compare as a diner reads them: "Verre", "verre " and "VERRE" are the same. */
const labelKey = (label: string) => normalizeForSearch(label);

export const DishVariantsSchema = z
  .array(DishVariantSchema, { error: VARIANT_MESSAGES.invalid })
  .superRefine((variants, ctx) => {
    if (variants.length > 0 && variants.length < VARIANT_LIMITS.min) {
      ctx.addIssue({ code: 'custom', message: VARIANT_MESSAGES.count });
    }
    if (variants.length > VARIANT_LIMITS.max) {
      ctx.addIssue({ code: 'custom', message: VARIANT_MESSAGES.count });
    }
    const labels = new Set<string>();
    const ids = new Set<string>();
    variants.forEach((variant, index) => {
      if (labels.has(labelKey(variant.label))) {
        const path = [index, 'label'];
        ctx.addIssue({ code: 'custom', path, message: VARIANT_MESSAGES.duplicateLabel });
      }
      if (ids.has(variant.id)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: VARIANT_MESSAGES.duplicateId,
        });
      }
      labels.add(labelKey(variant.label));
      ids.add(variant.id);
    });
  });

/** The lowest of the variants' prices (the dish's compatibility `price`); null without any. */
export function lowestVariantPrice(variants: readonly { price: string }[]): string | null {
  let lowest: { price: string; cents: number } | null = null;
  for (const variant of variants) {
    const cents = priceToCents(variant.price);
    if (!lowest || cents < lowest.cents) lowest = { price: variant.price, cents };
  }
  return lowest?.price ?? null;
}

export { variantLineName } from './variant-name';
