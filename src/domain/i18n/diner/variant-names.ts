import { normalizeForSearch } from '../../text/normalize';
import type { TranslationLanguage } from '../languages';

type Names = Record<TranslationLanguage, string>;

/** Common variant words ("Verre", "Bouteille"…), keyed by their normalizeForSearch form. */
export const VARIANT_WORDS: Readonly<Record<string, Names>> = {
  verre: { en: 'Glass', es: 'Copa', zh: '杯', it: 'Bicchiere' },
  bouteille: { en: 'Bottle', es: 'Botella', zh: '瓶', it: 'Bottiglia' },
  'demi bouteille': { en: 'Half bottle', es: 'Media botella', zh: '半瓶', it: 'Mezza bottiglia' },
  demi: { en: 'Half pint', es: 'Caña', zh: '小杯', it: 'Piccola' },
  pinte: { en: 'Pint', es: 'Pinta', zh: '品脱', it: 'Pinta' },
  carafe: { en: 'Carafe', es: 'Jarra', zh: '壶', it: 'Caraffa' },
  pichet: { en: 'Jug', es: 'Jarra', zh: '壶', it: 'Brocca' },
  petit: { en: 'Small', es: 'Pequeño', zh: '小份', it: 'Piccolo' },
  moyen: { en: 'Medium', es: 'Mediano', zh: '中份', it: 'Medio' },
  grand: { en: 'Large', es: 'Grande', zh: '大份', it: 'Grande' },
  portion: { en: 'Portion', es: 'Ración', zh: '份', it: 'Porzione' },
  'demi portion': { en: 'Half portion', es: 'Media ración', zh: '半份', it: 'Mezza porzione' },
  assiette: { en: 'Plate', es: 'Plato', zh: '盘', it: 'Piatto' },
  tasse: { en: 'Cup', es: 'Taza', zh: '杯', it: 'Tazza' },
};

// A word and what follows it when that is only a quantity: "Verre 12 cl", "Bouteille 75cl".
const WITH_QUANTITY = /^(.*?)\s*(\d[\d.,]*\s*(?:cl|ml|l|g|kg)?)$/i;

/**
 * A variant's name in a diner's language from the dictionary: the whole name ("Pinte"), or a
 * known word followed by a quantity ("Verre 12 cl" → "Glass 12 cl"); null otherwise.
 */
export function lookupVariantName(name: string, lang: TranslationLanguage): string | null {
  const whole = VARIANT_WORDS[normalizeForSearch(name)]?.[lang];
  if (whole) return whole;
  const match = WITH_QUANTITY.exec(name.trim());
  const word = match?.[1] ? VARIANT_WORDS[normalizeForSearch(match[1])]?.[lang] : undefined;
  return word && match ? `${word} ${match[2]}` : null;
}
