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
export const VARIANT_LIMITS = { min: 2, max: 6, nameMaxLength: 40 } as const;

export const VARIANT_MESSAGES = {
  count: `Un plat a soit un prix unique, soit entre ${VARIANT_LIMITS.min} et ${VARIANT_LIMITS.max} variantes.`,
  invalid: 'La liste des variantes est invalide.',
  idInvalid: "L'identifiant de la variante est invalide.",
  nameRequired: 'Le nom de la variante est obligatoire (ex. « Verre 12 cl »).',
  nameTooLong: `Le nom d'une variante ne doit pas dépasser ${VARIANT_LIMITS.nameMaxLength} caractères.`,
  duplicateName: 'Deux variantes portent le même nom.',
  duplicateId: 'Deux variantes ont le même identifiant.',
} as const;

const nameSchema = z
  .string({ error: VARIANT_MESSAGES.nameRequired })
  .trim()
  .max(VARIANT_LIMITS.nameMaxLength, { error: VARIANT_MESSAGES.nameTooLong });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{label}` → `{name}` when no `name` is there (see fromStoredVariant). */
function labelToName(value: unknown): unknown {
  if (!isRecord(value) || 'name' in value || !('label' in value)) return value;
  const { label, ...rest } = value;
  return { ...rest, name: label };
}

/**
 * Documents saved before the variant's field took the contract's name (issue 15:
 * `variants: [{name, price}]`) called it `label`, and its translations `{en: {label}}`: read
 * as `name`. Anything else is left as it is, for the schema to judge.
 */
export function fromStoredVariant(value: unknown): unknown {
  const variant = labelToName(value);
  if (!isRecord(variant) || !isRecord(variant.translations)) return variant;
  const translations = Object.fromEntries(
    Object.entries(variant.translations).map(([lang, text]) => [lang, labelToName(text)]),
  );
  return { ...variant, translations };
}

export const DishVariantSchema = z.preprocess(
  fromStoredVariant,
  z.object({
    id: z.uuid({ error: VARIANT_MESSAGES.idInvalid }),
    name: nameSchema.min(1, { error: VARIANT_MESSAGES.nameRequired }),
    price: PriceSchema,
    /** The owner's own translations of the name (machine ones live in menu_translation). */
    translations: z
      .partialRecord(TranslationLanguageSchema, z.object({ name: nameSchema.optional() }))
      .optional(),
  }),
);
export type DishVariant = z.infer<typeof DishVariantSchema>;

/** Names compare as a diner reads them: "Verre", "verre " and "VERRE" are the same. */
const nameKey = (name: string) => normalizeForSearch(name);

export const DishVariantsSchema = z
  .array(DishVariantSchema, { error: VARIANT_MESSAGES.invalid })
  .superRefine((variants, ctx) => {
    if (variants.length > 0 && variants.length < VARIANT_LIMITS.min) {
      ctx.addIssue({ code: 'custom', message: VARIANT_MESSAGES.count });
    }
    if (variants.length > VARIANT_LIMITS.max) {
      ctx.addIssue({ code: 'custom', message: VARIANT_MESSAGES.count });
    }
    const names = new Set<string>();
    const ids = new Set<string>();
    variants.forEach((variant, index) => {
      if (names.has(nameKey(variant.name))) {
        const path = [index, 'name'];
        ctx.addIssue({ code: 'custom', path, message: VARIANT_MESSAGES.duplicateName });
      }
      if (ids.has(variant.id)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: VARIANT_MESSAGES.duplicateId,
        });
      }
      names.add(nameKey(variant.name));
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
