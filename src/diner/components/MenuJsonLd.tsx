import type { MenuView } from '../model/menu-view';

export type MenuJsonLdInput = {
  menu: MenuView;
  restaurantName: string;
  pageUrl: string;
  /** Turns a stored image address ("/stock/…") into an absolute URL. */
  absoluteUrl: (path: string) => string;
};

/** schema.org: Restaurant → hasMenu → Menu → MenuSection → MenuItem with an EUR offer. */
export function buildMenuJsonLd({ menu, restaurantName, pageUrl, absoluteUrl }: MenuJsonLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: restaurantName,
    url: pageUrl,
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
          offers: { '@type': 'Offer', price: dish.priceValue, priceCurrency: 'EUR' },
        })),
      })),
    },
  };
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
