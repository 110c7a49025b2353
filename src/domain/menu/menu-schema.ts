import { z } from 'zod';
import { TranslationLanguageSchema } from '../i18n/languages';
import { AllergenSchema } from './allergens';
import {
  CATEGORY_LABELS,
  CORE_CATEGORY_IDS,
  DEFAULT_CATEGORY_IDS,
  OTHER_CATEGORY_ID,
} from './categories';
import { LIMITS } from './limits';
import { PRICE_MESSAGES } from './price';
import { PriceSchema } from './price-schema';
import { DishTagsSchema } from './tag-schema';
import { DishVariantsSchema, lowestVariantPrice } from './variants';
import { VAT_MESSAGES, VAT_RATES_BP } from './vat';

export { LIMITS } from './limits';

/**
 * The menu document is what the owner edits: name, categories, dishes, translations.
 * Record metadata (id, owner, isActive, created/updated times) lives beside it in
 * storage and is not part of it; unknown keys such as those are stripped on parse.
 */

export const MENU_MESSAGES = {
  notFound: 'Menu non trouvé',
  conflict: 'Ce menu a été modifié ailleurs. Rechargez pour voir la dernière version.',
  versionRequired: 'La version modifiée doit être indiquée (en-tête If-Match). Rechargez la page.',
  versionInvalid: 'En-tête If-Match invalide : indiquez la version du menu.',
  menuNameRequired: 'Veuillez donner un nom à votre menu.',
  requiredFields: 'Tous les champs obligatoires doivent être remplis.',
  noData: 'Aucune donnée à sauvegarder',
  categoryNameRequired: 'Le nom de la catégorie est obligatoire.',
  dishNameRequired: 'Le nom du plat est obligatoire.',
  nameTooLong: `Le nom ne doit pas dépasser ${LIMITS.nameMaxLength} caractères.`,
  descriptionTooLong: `La description ne doit pas dépasser ${LIMITS.descriptionMaxLength} caractères.`,
  descriptionInvalid: 'La description doit être un texte.',
  dishIdInvalid: "L'identifiant du plat est invalide.",
  categoryIdInvalid: "L'identifiant de la catégorie est invalide.",
  duplicateAllergen: "Chaque allergène ne doit être indiqué qu'une seule fois.",
  allergensInvalid: 'La liste des allergènes est invalide.',
  isActiveInvalid: 'La disponibilité du plat doit être vrai ou faux.',
  imageUrlInvalid: "L'adresse de l'image doit commencer par « / » ou par « https:// ».",
  imageUrlTooLong: `L'adresse de l'image ne doit pas dépasser ${LIMITS.imageUrlMaxLength} caractères.`,
  translationInvalid: 'La traduction est invalide.',
  categoriesInvalid: 'La liste des catégories est invalide.',
  tooManyCategories: `Un menu ne peut pas contenir plus de ${LIMITS.maxCategories} catégories.`,
  tooManyDishes: `Un menu ne peut pas contenir plus de ${LIMITS.maxDishes} plats.`,
  duplicateCategoryId: 'Deux catégories ont le même identifiant.',
  duplicateDishId: 'Deux plats ont le même identifiant.',
} as const;

const nameSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(LIMITS.nameMaxLength, { error: MENU_MESSAGES.nameTooLong });

const optionalNameSchema = z
  .string({ error: MENU_MESSAGES.translationInvalid })
  .trim()
  .max(LIMITS.nameMaxLength, { error: MENU_MESSAGES.nameTooLong })
  .optional();

const descriptionSchema = z
  .string({ error: MENU_MESSAGES.descriptionInvalid })
  .trim()
  .max(LIMITS.descriptionMaxLength, { error: MENU_MESSAGES.descriptionTooLong });

/**
 * Image addresses end up in <img src> on public pages: only same-site absolute paths
 * ("/stock/…", "/uploads/…", not protocol-relative "//host") and https URLs are allowed.
 */
export function isSafeImageUrl(value: string): boolean {
  if (/[\p{Cc}\s\\]/u.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!URL.canParse(value)) return false;
  return new URL(value).protocol === 'https:';
}

const ImageUrlSchema = z
  .string({ error: MENU_MESSAGES.imageUrlInvalid })
  .max(LIMITS.imageUrlMaxLength, { error: MENU_MESSAGES.imageUrlTooLong })
  .refine(isSafeImageUrl, { error: MENU_MESSAGES.imageUrlInvalid });

/**
 * A VAT rate in basis points (src/domain/menu/vat.ts). Optional on dishes and categories: a
 * menu saved before rates existed reads as 10 % everywhere (docs/receipts-and-vat.md).
 */
export const VatRateSchema = z.literal(VAT_RATES_BP, { error: VAT_MESSAGES.invalid });

const translationsOf = <T extends z.ZodType>(schema: T) =>
  z.partialRecord(TranslationLanguageSchema, schema).optional();

export const DishTranslationSchema = z.object({
  name: optionalNameSchema,
  description: descriptionSchema.optional(),
});
export type DishTranslation = z.infer<typeof DishTranslationSchema>;

export const DishSchema = z
  .object({
    id: z.uuid({ error: MENU_MESSAGES.dishIdInvalid }),
    name: nameSchema(MENU_MESSAGES.dishNameRequired),
    description: descriptionSchema.nullish().transform((value) => value ?? ''),
    // Required without variants; with variants, always their lowest price (set below).
    price: PriceSchema.optional(),
    variants: DishVariantsSchema.optional(),
    tags: DishTagsSchema.optional(),
    /** The rate its TTC price includes; none: its category's default. */
    vatRateBp: VatRateSchema.optional(),
    allergens: z
      .array(AllergenSchema, { error: MENU_MESSAGES.allergensInvalid })
      .refine((list) => new Set(list).size === list.length, {
        error: MENU_MESSAGES.duplicateAllergen,
      })
      .default([]),
    isActive: z.boolean({ error: MENU_MESSAGES.isActiveInvalid }).default(true),
    // An empty string means "no image" (what a cleared field sends).
    imageUrl: z
      .union([z.literal('').transform(() => null), ImageUrlSchema])
      .nullable()
      .optional(),
    translations: translationsOf(DishTranslationSchema),
  })
  .superRefine((dish, ctx) => {
    if (dish.price === undefined && !dish.variants?.length) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: PRICE_MESSAGES.required });
    }
  })
  .transform(({ price, ...dish }) => ({
    ...dish,
    price: lowestVariantPrice(dish.variants ?? []) ?? price ?? '',
  }));
export type Dish = z.infer<typeof DishSchema>;
export type DishInput = z.input<typeof DishSchema>;

const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const CATEGORY_ID_PATTERN = new RegExp(
  `^(?:${[...DEFAULT_CATEGORY_IDS, OTHER_CATEGORY_ID].join('|')}|custom-\\d+|${UUID_PATTERN})$`,
  'i',
);

export const CategorySchema = z.object({
  id: z
    .string({ error: MENU_MESSAGES.categoryIdInvalid })
    .max(LIMITS.categoryIdMaxLength, { error: MENU_MESSAGES.categoryIdInvalid })
    .regex(CATEGORY_ID_PATTERN, { error: MENU_MESSAGES.categoryIdInvalid }),
  name: nameSchema(MENU_MESSAGES.categoryNameRequired),
  // Stored menus may carry anything here; the spec treats a non-list as no dishes.
  items: z.preprocess((items) => (Array.isArray(items) ? items : []), z.array(DishSchema)),
  /** The rate of its dishes that name none (e.g. 20 % for wines); none: 10 %. */
  vatRateBp: VatRateSchema.optional(),
  translations: translationsOf(z.object({ name: optionalNameSchema })),
});
export type Category = z.infer<typeof CategorySchema>;
export type CategoryInput = z.input<typeof CategorySchema>;

export const MenuDocumentSchema = z
  .object({
    name: nameSchema(MENU_MESSAGES.menuNameRequired),
    categories: z
      .array(CategorySchema, { error: MENU_MESSAGES.categoriesInvalid })
      .max(LIMITS.maxCategories, { error: MENU_MESSAGES.tooManyCategories }),
    translations: translationsOf(z.object({ name: optionalNameSchema })),
  })
  .superRefine((menu, ctx) => {
    if (countItems(menu) > LIMITS.maxDishes) {
      ctx.addIssue({ code: 'custom', path: ['categories'], message: MENU_MESSAGES.tooManyDishes });
    }
    const categoryIds = new Set<string>();
    const dishIds = new Set<string>();
    menu.categories.forEach((category, categoryIndex) => {
      if (categoryIds.has(category.id)) {
        const path = ['categories', categoryIndex, 'id'];
        ctx.addIssue({ code: 'custom', path, message: MENU_MESSAGES.duplicateCategoryId });
      }
      categoryIds.add(category.id);
      category.items.forEach((dish, dishIndex) => {
        if (dishIds.has(dish.id)) {
          const path = ['categories', categoryIndex, 'items', dishIndex, 'id'];
          ctx.addIssue({ code: 'custom', path, message: MENU_MESSAGES.duplicateDishId });
        }
        dishIds.add(dish.id);
      });
    });
  });
export type MenuDocument = z.infer<typeof MenuDocumentSchema>;
export type MenuDocumentInput = z.input<typeof MenuDocumentSchema>;

export function countItems(menu: { categories: readonly { items: readonly unknown[] }[] }): number {
  return menu.categories.reduce((total, category) => total + category.items.length, 0);
}

/** A new menu: "Nouveau Menu" with the four core categories and no dishes (spec §4). */
export function createEmptyMenu(): MenuDocument {
  return {
    name: 'Nouveau Menu',
    categories: CORE_CATEGORY_IDS.map((id) => ({ id, name: CATEGORY_LABELS[id], items: [] })),
  };
}

/** The editor's state before validation: anything may still be missing. */
export type MenuDraft = {
  name?: string | null;
  categories?:
    | readonly {
        name?: string | null;
        items?: readonly { name?: string | null; price?: string | number | null }[] | null;
      }[]
    | null;
};

const isBlank = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === '';

/**
 * The editor's pre-save check (spec §5): the first message to show, or null.
 * Only presence is checked here; MenuDocumentSchema does the full validation.
 */
export function validateMenuForSave(menu: MenuDraft | null | undefined): string | null {
  if (menu === null || menu === undefined) return MENU_MESSAGES.noData;
  if (isBlank(menu.name)) return MENU_MESSAGES.menuNameRequired;
  const hasMissingField = (menu.categories ?? []).some(
    (category) =>
      isBlank(category.name) ||
      (category.items ?? []).some((dish) => isBlank(dish.name) || isBlank(dish.price)),
  );
  return hasMissingField ? MENU_MESSAGES.requiredFields : null;
}
