import type { Allergen } from '../../menu/allergens';
import { resolveDefaultCategoryId } from '../../menu/categories';
import { normalizeForSearch } from '../../text/normalize';
import { isTranslationLanguage, type Language, type TranslationLanguage } from '../languages';
import { chooseTranslation } from '../translation-precedence';
import { ALLERGEN_NAMES } from './allergen-names';
import { CATEGORY_NAMES, COMMON_CATEGORY_NAMES } from './category-names';
import { DISH_NAMES } from './dish-names';
import { lookupVariantName } from './variant-names';

/**
 * A text as shown on a diner page, with the language it is really in: untranslated text keeps
 * its French and says so (`lang="fr"` on its element) instead of the prototype's "(EN)" suffix.
 */
export type LocalizedText = { text: string; lang: Language };

type Translatable = {
  name: string;
  translations?: Partial<Record<TranslationLanguage, { name?: string }>> | undefined;
};

const french = (text: string): LocalizedText => ({ text, lang: 'fr' });

type Translations =
  | Partial<Record<TranslationLanguage, Record<string, string | undefined>>>
  | undefined;

/** The owner's own translation, when present and not blank. */
function ownTranslation(
  translations: Translations,
  lang: TranslationLanguage,
  field: string,
): string | undefined {
  const value = translations?.[lang]?.[field]?.trim();
  return value ? value : undefined;
}

/**
 * The document's translation of `field` (stored translations are already applied to it), else
 * the built-in dictionary (if any), else the French: translation-precedence.ts.
 */
function translateText(
  source: string,
  translations: Translations,
  field: string,
  lang: Language,
  lookup?: (text: string, lang: TranslationLanguage) => string | null | undefined,
): LocalizedText {
  if (!isTranslationLanguage(lang)) return french(source);
  const chosen = chooseTranslation({
    document: ownTranslation(translations, lang, field),
    dictionary: lookup && (() => lookup(source, lang)),
  });
  return chosen ? { text: chosen.text, lang } : french(source);
}

/** Owner's translation, else the built-in dictionary, else the French original. */
function translateName(
  item: Translatable,
  lang: Language,
  dictionary: (key: string) => Record<TranslationLanguage, string> | undefined,
): LocalizedText {
  return translateText(
    item.name,
    item.translations,
    'name',
    lang,
    (text, to) => dictionary(normalizeForSearch(text))?.[to],
  );
}

export function translateCategoryName(category: Translatable, lang: Language): LocalizedText {
  return translateName(category, lang, (key) => {
    // By name only: a "plats" category renamed "Nos grillades" is not "Main courses".
    const defaultId = resolveDefaultCategoryId({ name: key });
    return defaultId ? CATEGORY_NAMES[defaultId] : COMMON_CATEGORY_NAMES[key];
  });
}

export function translateDishName(dish: Translatable, lang: Language): LocalizedText {
  return translateName(dish, lang, (key) => DISH_NAMES[key]);
}

/** Descriptions are free text: the owner's translation or the French original. */
export function translateDishDescription(
  dish: {
    description: string;
    translations?: Partial<Record<TranslationLanguage, { description?: string }>> | undefined;
  },
  lang: Language,
): LocalizedText {
  return translateText(dish.description, dish.translations, 'description', lang);
}

/** A variant's name: the owner's (or stored machine) translation, the dictionary, or French. */
export function translateVariantName(
  variant: {
    name: string;
    translations?: Partial<Record<TranslationLanguage, { name?: string }>> | undefined;
  },
  lang: Language,
): LocalizedText {
  return translateText(variant.name, variant.translations, 'name', lang, lookupVariantName);
}

/** Menu names are the owner's: their translation or the French original. */
export function translateMenuName(menu: Translatable, lang: Language): LocalizedText {
  return translateName(menu, lang, () => undefined);
}

export function translateAllergen(allergen: Allergen, lang: Language): string {
  return isTranslationLanguage(lang) ? ALLERGEN_NAMES[allergen][lang] : allergen;
}
