import { InfoPage } from '../../diner/components/InfoPage';
import { MenuPage } from '../../diner/components/MenuPage';
import type { PageContext } from '../../diner/components/page-context';
import { buildMenuView } from '../../diner/model/menu-view';
import { buildRestaurantView, type ProfileAtInstant } from '../../diner/model/restaurant-view';
import { DINER_STRINGS } from '../../domain/i18n/diner/diner-strings';
import type { Language } from '../../domain/i18n/languages';
import type { DishPhoto } from '../../domain/images/image-rules';
import type { Allergen } from '../../domain/menu/allergens';
import type { MenuDocument } from '../../domain/menu/menu-schema';
import type { PromotionRule } from '../../domain/menu/promotions';
import type { Diet } from '../../domain/menu/tags';

/** Diner pages (src/diner) rendered to complete HTML documents. */

export type PageSettings = Omit<PageContext, 'strings' | 'lang'>;

let reactServer: typeof import('react-dom/server') | undefined;

/**
 * React's server renderer (~11 MB of memory) is loaded with the first diner page rather than
 * at boot (issue 16 §2: a server that only serves the owner app never needs it). Call before
 * rendering; the renders themselves stay synchronous.
 */
export async function loadDinerRenderer(): Promise<void> {
  reactServer ??= await import('react-dom/server');
}

function toHtml(element: React.ReactElement): string {
  if (!reactServer) throw new Error('loadDinerRenderer() must be awaited before rendering');
  return `<!doctype html>${reactServer.renderToStaticMarkup(element)}`;
}

export function renderMenuPage(input: {
  settings: PageSettings;
  lang: Language;
  document: MenuDocument;
  restaurantName: string;
  hiddenAllergens: readonly Allergen[];
  diet?: Diet | null;
  /** Uploaded photos by address. */
  photos?: ReadonlyMap<string, DishPhoto>;
  /** The address a page shows for a stored image (stock images under hashed names). */
  imageAddress?: (stored: string) => string;
  /** Dishes marked "Épuisé" now. */
  soldOut?: ReadonlySet<string>;
  /** Promotions in force now. */
  promotions?: readonly PromotionRule[];
  /** Absolute URL of a stored image address, for JSON-LD and Open Graph. */
  absoluteUrl: (path: string) => string;
  /** The restaurant's profile at this instant (address, hours, open now…); none: name only. */
  profile?: ProfileAtInstant | null;
  /** The profile's logo and cover, by image id. */
  profileImages?: ReadonlyMap<string, DishPhoto>;
}): string {
  const { lang, settings } = input;
  const context: PageContext = { ...settings, lang, strings: DINER_STRINGS[lang] };
  const menu = buildMenuView({
    document: input.document,
    lang,
    hiddenAllergens: input.hiddenAllergens,
    diet: input.diet,
    photos: input.photos,
    imageAddress: input.imageAddress,
    soldOut: input.soldOut,
    promotions: input.promotions,
  });
  const restaurant = input.profile
    ? buildRestaurantView({
        snapshot: input.profile,
        lang,
        restaurantName: input.restaurantName,
        images: input.profileImages,
      })
    : undefined;
  const firstImage = menu.sections
    .flatMap((section) => section.dishes)
    .find((dish) => dish.imageUrl)?.imageUrl;
  return toHtml(
    <MenuPage
      context={context}
      menu={menu}
      restaurantName={input.restaurantName}
      restaurant={restaurant}
      ogImageUrl={firstImage ? input.absoluteUrl(firstImage) : undefined}
      jsonLd={{
        menu,
        restaurantName: input.restaurantName,
        pageUrl: settings.canonicalUrl,
        absoluteUrl: input.absoluteUrl,
        profile: input.profile
          ? {
              profile: input.profile.profile,
              logoUrl: restaurant?.logo?.photo.src,
              coverUrl: restaurant?.cover?.src,
            }
          : undefined,
      }}
    />,
  );
}

export type InfoPageKind = 'menu-not-available' | 'user-not-available' | 'no-restaurant';

export function renderInfoPage(input: {
  settings: PageSettings;
  lang: Language;
  kind: InfoPageKind;
  searchedId?: string;
}): string {
  const strings = DINER_STRINGS[input.lang];
  const context: PageContext = { ...input.settings, lang: input.lang, strings };
  const [title, text] =
    input.kind === 'no-restaurant'
      ? [strings.activeTitle, strings.activeText]
      : [
          strings.notAvailableTitle,
          input.kind === 'user-not-available' ? strings.notAvailableUser : strings.notAvailableMenu,
        ];
  return toHtml(
    <InfoPage context={context} title={title} text={text} searchedId={input.searchedId} />,
  );
}
