import { SCHEMA_ORG_DIETS } from '../../domain/menu/tags';
import {
  instagramUrl,
  openingHoursSpecification,
  type RestaurantProfile,
} from '../../domain/restaurant/profile';
import type { DishView, MenuView } from '../model/menu-view';

export type MenuJsonLdInput = {
  menu: MenuView;
  restaurantName: string;
  pageUrl: string;
  /** Turns a stored image address ("/stock/…") into an absolute URL. */
  absoluteUrl: (path: string) => string;
  /** The restaurant's profile (issue 15 §5) and its pictures' addresses, when saved. */
  profile?: { profile: RestaurantProfile; logoUrl?: string; coverUrl?: string };
};

/** schema.org: Restaurant → hasMenu → Menu → MenuSection → MenuItem with an EUR offer. */
export function buildMenuJsonLd(input: MenuJsonLdInput) {
  const { menu, restaurantName, pageUrl, absoluteUrl } = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: restaurantName,
    url: pageUrl,
    ...(input.profile && profileOf(input.profile, absoluteUrl)),
    hasMenu: {
      '@type': 'Menu',
      name: menu.menuName.text,
      inLanguage: menu.lang,
      hasMenuSection: menu.sections.map((section) => ({
        '@type': 'MenuSection',
        name: section.name.text,
        hasMenuItem: section.dishes.map((dish) => ({
          '@type': 'MenuItem',
          name: dish.name.text,
          ...(dish.description && { description: dish.description.text }),
          ...(dish.imageUrl && { image: absoluteUrl(dish.imageUrl) }),
          offers: offersOf(dish),
          ...dietsOf(dish),
        })),
      })),
    },
  };
}

/** Address, telephone (international form), hours, description, links and pictures. */
function profileOf(
  { profile, logoUrl, coverUrl }: NonNullable<MenuJsonLdInput['profile']>,
  absoluteUrl: (path: string) => string,
) {
  const hasAddress = profile.streetAddress || profile.postalCode || profile.city;
  const sameAs = [profile.website, profile.instagram && instagramUrl(profile.instagram)].filter(
    (link): link is string => Boolean(link),
  );
  return {
    ...(profile.description && { description: profile.description }),
    ...(logoUrl && { logo: absoluteUrl(logoUrl) }),
    ...((coverUrl ?? logoUrl) && { image: absoluteUrl(coverUrl ?? logoUrl ?? '') }),
    ...(profile.phone && { telephone: profile.phone }),
    ...(hasAddress && {
      address: {
        '@type': 'PostalAddress',
        ...(profile.streetAddress && { streetAddress: profile.streetAddress }),
        ...(profile.postalCode && { postalCode: profile.postalCode }),
        ...(profile.city && { addressLocality: profile.city }),
        addressCountry: 'FR',
      },
    }),
    ...(profile.openingHours.length > 0 && {
      openingHoursSpecification: openingHoursSpecification(profile.openingHours),
    }),
    ...(profile.reservationUrl && { acceptsReservations: profile.reservationUrl }),
    ...(sameAs.length > 0 && { sameAs }),
  };
}

/**
 * One Offer per variant ("Verre 12 cl", "Bouteille 75 cl"), or the dish's single price; the
 * price in force (a promotion's during its window: the page is cached until its edge), and
 * SoldOut while the dish is "Épuisé".
 */
function offersOf(dish: DishView) {
  const availability = `https://schema.org/${dish.isSoldOut ? 'SoldOut' : 'InStock'}`;
  if (dish.variants.length === 0) {
    return { '@type': 'Offer', price: dish.priceValue, priceCurrency: 'EUR', availability };
  }
  return dish.variants.map((variant) => ({
    '@type': 'Offer',
    name: variant.name.text,
    price: variant.priceValue,
    priceCurrency: 'EUR',
    availability,
  }));
}

/** schema.org diets the owner claims through tags; a vegan dish is vegetarian too. */
function dietsOf(dish: DishView) {
  const ids = dish.tags.map((tag) => tag.id);
  if (ids.includes('vegan')) ids.push('vegetarien');
  const diets = [...new Set(ids.flatMap((id) => SCHEMA_ORG_DIETS[id] ?? []))];
  return diets.length > 0 ? { suitableForDiet: diets } : {};
}

/**
 * JSON inside a `<script>` element: `<`, `>` and `&` are escaped as \u003c… so that no text
 * ("</script>", "<!--") can end the element; U+2028/2029 for old parsers.
 */
export function serializeJsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function MenuJsonLd(input: MenuJsonLdInput) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by serializeJsonForScript
      dangerouslySetInnerHTML={{ __html: serializeJsonForScript(buildMenuJsonLd(input)) }}
    />
  );
}
