import { ALLERGENS, type Allergen } from '../../menu/allergens';
import type { TranslationLanguage } from '../languages';

/** The 14 allergens in the diner page's other languages (French is the stored wording). */
export const ALLERGEN_NAMES: Readonly<Record<Allergen, Record<TranslationLanguage, string>>> = {
  Gluten: { en: 'Gluten', es: 'Gluten', zh: '麸质', it: 'Glutine' },
  Crustacés: { en: 'Crustaceans', es: 'Crustáceos', zh: '甲壳类', it: 'Crostacei' },
  Œufs: { en: 'Eggs', es: 'Huevos', zh: '蛋类', it: 'Uova' },
  Poissons: { en: 'Fish', es: 'Pescado', zh: '鱼类', it: 'Pesce' },
  Arachides: { en: 'Peanuts', es: 'Cacahuetes', zh: '花生', it: 'Arachidi' },
  Soja: { en: 'Soy', es: 'Soja', zh: '大豆', it: 'Soia' },
  Lait: { en: 'Milk', es: 'Leche', zh: '乳制品', it: 'Latte' },
  'Fruits à coque': { en: 'Tree nuts', es: 'Frutos de cáscara', zh: '坚果', it: 'Frutta a guscio' },
  Céleri: { en: 'Celery', es: 'Apio', zh: '芹菜', it: 'Sedano' },
  Moutarde: { en: 'Mustard', es: 'Mostaza', zh: '芥末', it: 'Senape' },
  Sésame: { en: 'Sesame', es: 'Sésamo', zh: '芝麻', it: 'Sesamo' },
  Sulfites: { en: 'Sulphites', es: 'Sulfitos', zh: '亚硫酸盐', it: 'Solfiti' },
  Lupin: { en: 'Lupin', es: 'Altramuces', zh: '羽扇豆', it: 'Lupini' },
  Mollusques: { en: 'Molluscs', es: 'Moluscos', zh: '软体动物', it: 'Molluschi' },
};

/**
 * URL-safe names of the allergens, for the filter's query string (`?sans=gluten&sans=lait`):
 * readable in a shared link, stable whatever the page's language.
 */
export const ALLERGEN_SLUGS: Readonly<Record<Allergen, string>> = {
  Gluten: 'gluten',
  Crustacés: 'crustaces',
  Œufs: 'oeufs',
  Poissons: 'poissons',
  Arachides: 'arachides',
  Soja: 'soja',
  Lait: 'lait',
  'Fruits à coque': 'fruits-a-coque',
  Céleri: 'celeri',
  Moutarde: 'moutarde',
  Sésame: 'sesame',
  Sulfites: 'sulfites',
  Lupin: 'lupin',
  Mollusques: 'mollusques',
};

const BY_SLUG = new Map(ALLERGENS.map((allergen) => [ALLERGEN_SLUGS[allergen], allergen]));

export function allergenFromSlug(slug: string): Allergen | undefined {
  return BY_SLUG.get(slug.trim().toLowerCase());
}
