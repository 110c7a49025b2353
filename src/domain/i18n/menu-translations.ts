import { resolveDefaultCategoryId } from '../menu/categories';
import type { MenuDocument } from '../menu/menu-schema';
import { ENTITLEMENTS, type Plan } from '../plans/plans';
import type { TranslationLanguage } from './languages';
import { chooseTranslation, type StoredTranslation } from './translation-precedence';

/**
 * Machine translation of a menu's free text (issue 13, docs/translations.md). Keys name one
 * French field: `name` (the menu), `category:{id}:name`, `item:{id}:name`,
 * `item:{id}:description`, `item:{id}:variant:{variantId}` (a variant's name). Allergens, tags and the predefined categories are never sent: their names
 * come from our fixed tables.
 */

/** The machine translation service this server uses; null: none, dictionaries only. */
export const MACHINE_SERVICES = ['deepl', 'ai'] as const;
export type MachineService = (typeof MACHINE_SERVICES)[number];

export type TranslatableField = { key: string; source: string };

export const TRANSLATION_MESSAGES = {
  premiumRequired:
    'Les traductions automatiques sont réservées au plan Premium. Passez à Premium pour traduire votre menu en anglais, espagnol, chinois et italien.',
  unknownKey: 'Ce texte ne fait plus partie du menu. Rechargez la page.',
  textTooLong: 'La traduction ne doit pas dépasser 1000 caractères.',
  monthlyCap: (limit: number) =>
    `Limite mensuelle de traduction atteinte (${new Intl.NumberFormat('fr-FR').format(limit)} caractères). Les traductions reprendront le 1er du mois prochain ; vous pouvez toujours saisir les vôtres.`,
  langRequired: 'Indiquez la langue de traduction (en, es, zh ou it).',
} as const;

/** Premium: the plans whose diner pages offer other languages get machine translation. */
export const canTranslateMenus = (plan: Plan) => ENTITLEMENTS[plan].canTranslateMenus;

export const variantKey = (dishId: string, variantId: string) =>
  `item:${dishId}:variant:${variantId}`;

/** Every French text of the menu that a machine may translate, in page order. */
export function listTranslatableFields(document: MenuDocument): TranslatableField[] {
  const fields: TranslatableField[] = [];
  const add = (key: string, source: string | null | undefined) => {
    const text = source?.trim();
    if (text) fields.push({ key, source: text });
  };
  add('name', document.name);
  for (const category of document.categories) {
    // "Entrées", "Plats"…: our own table translates them, never a machine.
    if (!resolveDefaultCategoryId({ name: category.name })) {
      add(`category:${category.id}:name`, category.name);
    }
    for (const item of category.items) {
      add(`item:${item.id}:name`, item.name);
      add(`item:${item.id}:description`, item.description);
      for (const variant of item.variants ?? []) {
        add(variantKey(item.id, variant.id), variant.name);
      }
    }
  }
  return fields;
}

/**
 * The document as a diner page reads it in `lang`, its stored translations applied by the
 * precedence of translation-precedence.ts (the dictionary lookups of what is left are
 * translate.ts's, when the page is drawn). Returns whether machine text made it onto a shown
 * part of the page (the AI footer).
 */
export function applyStoredTranslations(
  document: MenuDocument,
  lang: TranslationLanguage,
  stored: ReadonlyMap<string, StoredTranslation>,
): { document: MenuDocument; hasMachineText: boolean } {
  let hasMachineText = false;
  const pick = (key: string, own: string | undefined, isShown = true): string | undefined => {
    const chosen = chooseTranslation({ stored: stored.get(key), document: own });
    if (isShown && chosen?.source === 'machine') hasMachineText = true;
    return chosen?.text;
  };
  const withLang = <T extends Record<string, string | undefined>>(
    translations: Partial<Record<TranslationLanguage, T>> | undefined,
    values: T,
  ) => {
    const defined = Object.fromEntries(
      Object.entries(values).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(defined).length === 0) return translations;
    return { ...translations, [lang]: { ...translations?.[lang], ...defined } };
  };
  const translated: MenuDocument = {
    ...document,
    translations: withLang(document.translations, {
      name: pick('name', document.translations?.[lang]?.name),
    }),
    categories: document.categories.map((category) => {
      const items = category.items.map((item) => {
        const isShown = item.isActive !== false;
        const own = item.translations?.[lang];
        const variants = item.variants?.map((variant) => ({
          ...variant,
          translations: withLang(variant.translations, {
            name: pick(
              variantKey(item.id, variant.id),
              variant.translations?.[lang]?.name,
              isShown,
            ),
          }),
        }));
        return {
          ...item,
          ...(variants && { variants }),
          translations: withLang(item.translations, {
            name: pick(`item:${item.id}:name`, own?.name, isShown),
            description: item.description?.trim()
              ? pick(`item:${item.id}:description`, own?.description, isShown)
              : undefined,
          }),
        };
      });
      const hasShownItems = items.some((item) => item.isActive !== false);
      return {
        ...category,
        items,
        translations: withLang(category.translations, {
          name: pick(
            `category:${category.id}:name`,
            category.translations?.[lang]?.name,
            hasShownItems,
          ),
        }),
      };
    }),
  };
  return { document: translated, hasMachineText };
}
