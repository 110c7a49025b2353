import { ALLERGEN_SLUGS } from '../../domain/i18n/diner/allergen-names';
import {
  type LocalizedText,
  translateAllergen,
  translateCategoryName,
  translateDishDescription,
  translateDishName,
  translateMenuName,
} from '../../domain/i18n/diner/translate';
import type { Language } from '../../domain/i18n/languages';
import type { DishPhoto } from '../../domain/images/image-rules';
import { ALLERGENS, type Allergen } from '../../domain/menu/allergens';
import { sortCategories } from '../../domain/menu/categories';
import { formatCents } from '../../domain/menu/format-cents';
import { type Dish, isSafeImageUrl, type MenuDocument } from '../../domain/menu/menu-schema';
import { centsToPrice, formatPrice } from '../../domain/menu/price';
import { bannersOf, type PromotionRule, promotedDish } from '../../domain/menu/promotions';
import { type Diet, type DishTag, matchesDiet } from '../../domain/menu/tags';
import { dietChoices, type TagView, tagView, type VariantView, variantViews } from './dish-extras';

export type AllergenView = { allergen: Allergen; slug: string; label: string };

export type DishView = {
  id: string;
  anchor: string;
  name: LocalizedText;
  description: LocalizedText | null;
  /** "12,50 €" */
  price: string;
  /** "12.50", for machines (JSON-LD). */
  priceValue: string;
  allergens: AllergenView[];
  /** 2–6 priced variants, shown instead of the single price; none: the simple case. */
  variants: VariantView[];
  tags: TagView[];
  imageUrl: string | null;
  /** An uploaded photo: `<picture>` with variants, size and placeholder. */
  photo: DishPhoto | null;
  /** Among the first photos of the page (on the first screen): loaded at once, not lazily. */
  isPhotoEager: boolean;
  /** Hidden by the diner's allergen or diet filter (still in the page, so JS can show it again). */
  isHidden: boolean;
  /** "Épuisé" tonight: shown, but cannot be ordered. */
  isSoldOut: boolean;
  /**
   * A promotion in force lowers its price: `price`, `priceValue` and the variants' prices are
   * the promoted ones; this is its name and the usual price, shown struck through.
   */
  promotion: { name: string; regularPrice: string | null } | null;
};

export type SectionView = {
  id: string;
  anchor: string;
  name: LocalizedText;
  dishes: DishView[];
  hiddenCount: number;
};

export type MenuView = {
  lang: Language;
  menuName: LocalizedText;
  sections: SectionView[];
  hiddenCount: number;
  /** Every allergen with its label in the page's language, for the filter form. */
  allergenChoices: AllergenView[];
  hiddenAllergens: ReadonlySet<Allergen>;
  /** The diet filter ("Végétarien" keeps vegan dishes too); null: every dish. */
  diet: Diet | null;
  dietChoices: TagView[];
  /** "Offre du moment" banners in force (the owner's French text). */
  offers: { id: string; name: string; text: string }[];
  /** A translated page that still shows some French text (lang="fr"): the page says so. */
  hasFrenchText: boolean;
};

const allergenView = (allergen: Allergen, lang: Language): AllergenView => ({
  allergen,
  slug: ALLERGEN_SLUGS[allergen],
  label: translateAllergen(allergen, lang),
});

/** Stored prices are valid (schema); a broken one must not take the page down. */
function safePrice(price: string): string {
  try {
    return formatPrice(price);
  } catch {
    return `${price} €`;
  }
}

/** Dishes whose photo is loaded at once: about what a phone's first screen shows. */
const EAGER_PHOTOS = 3;

type Filters = { hidden: ReadonlySet<Allergen>; diet: Diet | null };

function toDishView(
  dish: Dish,
  lang: Language,
  { hidden, diet }: Filters,
  photos: ReadonlyMap<string, DishPhoto>,
  soldOut: ReadonlySet<string>,
  imageAddress: (stored: string) => string = (stored) => stored,
  promoted: ReturnType<typeof promotedDish> = null,
): DishView {
  const tags: readonly DishTag[] = dish.tags ?? [];
  const stored = dish.imageUrl && isSafeImageUrl(dish.imageUrl) ? dish.imageUrl : null;
  const description = dish.description?.trim() ? translateDishDescription(dish, lang) : null;
  return {
    id: dish.id,
    anchor: `d-${dish.id}`,
    name: translateDishName(dish, lang),
    description,
    price: safePrice(dish.price),
    priceValue: dish.price,
    allergens: (dish.allergens ?? []).map((allergen) => allergenView(allergen, lang)),
    variants: variantViews(dish.variants, lang, safePrice, promoted?.variants),
    tags: tags.map((tag) => tagView(tag, lang)),
    // Checked when saved; checked again because this ends up in src="…" on a public page.
    imageUrl: stored && imageAddress(stored),
    photo: (stored && photos.get(stored)) || null,
    isPhotoEager: false,
    isHidden:
      (dish.allergens ?? []).some((allergen) => hidden.has(allergen)) || !matchesDiet(tags, diet),
    isSoldOut: soldOut.has(dish.id),
    promotion: promoted && {
      name: promoted.name,
      regularPrice: promoted.cents === null ? null : safePrice(dish.price),
    },
    ...(promoted?.cents != null && {
      price: formatCents(promoted.cents),
      priceValue: centsToPrice(promoted.cents),
    }),
  };
}

/**
 * What a diner sees of a menu: categories in the spec's order, active dishes only, empty
 * categories left out, every text in the page's language or marked as French.
 */
export function buildMenuView(input: {
  document: MenuDocument;
  lang: Language;
  hiddenAllergens: readonly Allergen[];
  diet?: Diet | null;
  /** Uploaded photos by address (the server looks them up); none: plain images. */
  photos?: ReadonlyMap<string, DishPhoto>;
  /** The address a page shows for a stored image (stock images under hashed names). */
  imageAddress?: (stored: string) => string;
  /** Dishes marked "Épuisé" now (they stay on the page). */
  soldOut?: ReadonlySet<string>;
  /** Promotions in force now (docs/promotions.md). */
  promotions?: readonly PromotionRule[];
}): MenuView {
  const { document, lang } = input;
  const hidden = new Set(input.hiddenAllergens);
  const filters: Filters = { hidden, diet: input.diet ?? null };
  const photos = input.photos ?? new Map<string, DishPhoto>();
  const soldOut = input.soldOut ?? new Set<string>();
  const promotions = input.promotions ?? [];
  const sections = sortCategories(document.categories)
    .map((category): SectionView => {
      const dishes = category.items
        .filter((dish) => dish.isActive !== false)
        .map((dish) =>
          toDishView(
            dish,
            lang,
            filters,
            photos,
            soldOut,
            input.imageAddress,
            promotedDish(dish, category.id, promotions),
          ),
        );
      return {
        id: category.id,
        anchor: `c-${category.id}`,
        name: translateCategoryName(category, lang),
        dishes,
        hiddenCount: dishes.filter((dish) => dish.isHidden).length,
      };
    })
    .filter((section) => section.dishes.length > 0);
  const visibleWithImage = sections
    .flatMap((section) => section.dishes)
    .filter((dish) => dish.imageUrl && !dish.isHidden);
  for (const dish of visibleWithImage.slice(0, EAGER_PHOTOS)) dish.isPhotoEager = true;
  return {
    lang,
    menuName: translateMenuName(document, lang),
    sections,
    hiddenCount: sections.reduce((total, section) => total + section.hiddenCount, 0),
    allergenChoices: ALLERGENS.map((allergen) => allergenView(allergen, lang)),
    hiddenAllergens: hidden,
    diet: filters.diet,
    dietChoices: dietChoices(lang),
    offers: bannersOf(promotions),
    hasFrenchText: lang !== 'fr' && hasFrenchText(sections),
  };
}

const hasFrenchText = (sections: readonly SectionView[]) =>
  sections.some(
    (section) =>
      section.name.lang === 'fr' ||
      section.dishes.some((dish) => dish.name.lang === 'fr' || dish.description?.lang === 'fr'),
  );
