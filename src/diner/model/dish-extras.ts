import { type LocalizedText, translateVariantName } from '../../domain/i18n/diner/translate';
import type { Language } from '../../domain/i18n/languages';
import { centsToPrice, priceToCents } from '../../domain/menu/price';
import { DIETS, type DishTag, TAG_NAMES } from '../../domain/menu/tags';
import type { DishVariant } from '../../domain/menu/variants';

/** One priced variant as the page shows it ("Verre 12 cl", "6,00 €"). */
export type VariantView = {
  id: string;
  name: LocalizedText;
  /** "6,00 €" */
  price: string;
  /** "6.00", for machines (JSON-LD). */
  priceValue: string;
  /** For the cart's display; none for a broken price (the server prices orders itself). */
  cents: number | undefined;
  /** Under a promotion: the usual price, struck through (`price` is the promoted one). */
  regularPrice: string | null;
};

/**
 * A tag in the page's language. "Fait maison" is a legal French mention (décret n° 2014-797):
 * it stays in French on every page, its translation beside it as a note.
 */
export type TagView = { id: DishTag; label: LocalizedText; note: string | null };

export function tagView(tag: DishTag, lang: Language): TagView {
  if (tag === 'fait-maison' && lang !== 'fr') {
    return { id: tag, label: { text: TAG_NAMES[tag].fr, lang: 'fr' }, note: TAG_NAMES[tag][lang] };
  }
  return { id: tag, label: { text: TAG_NAMES[tag][lang], lang }, note: null };
}

/** The filter's diet choices ("Végétarien", "Vegan"). */
export const dietChoices = (lang: Language) => DIETS.map((diet) => tagView(diet, lang));

export function centsOf(price: string): number | undefined {
  try {
    return priceToCents(price);
  } catch {
    return undefined;
  }
}

export function variantViews(
  variants: readonly DishVariant[] | undefined,
  lang: Language,
  formatPrice: (price: string) => string,
  /** Promoted prices in cents, by variant id. */
  promoted: ReadonlyMap<string, number> = new Map(),
): VariantView[] {
  return (variants ?? []).map((variant) => {
    const cents = promoted.get(variant.id);
    const view = {
      id: variant.id,
      name: translateVariantName(variant, lang),
      price: formatPrice(variant.price),
      priceValue: variant.price,
      cents: centsOf(variant.price),
      regularPrice: null,
    };
    if (cents === undefined) return view;
    const value = centsToPrice(cents);
    return {
      ...view,
      price: formatPrice(value),
      priceValue: value,
      cents,
      regularPrice: view.price,
    };
  });
}
