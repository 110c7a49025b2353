import type { CartSettings, TabSettings } from '../../diner/components/page-context';
import { pageHref } from '../../diner/model/page-links';
import { CALL_STRINGS } from '../../domain/i18n/diner/call-strings';
import { CART_STRINGS } from '../../domain/i18n/diner/cart-strings';
import { TAB_STRINGS } from '../../domain/i18n/diner/tab-strings';
import {
  isTranslationLanguage,
  type Language,
  SELECTOR_LANGUAGES,
} from '../../domain/i18n/languages';
import { applyStoredTranslations } from '../../domain/i18n/menu-translations';
import type { StoredTranslation } from '../../domain/i18n/translation-precedence';
import type { DishPhoto } from '../../domain/images/image-rules';
import type { MenuDocument } from '../../domain/menu/menu-schema';
import type { PromotionRule } from '../../domain/menu/promotions';
import { ENTITLEMENTS } from '../../domain/plans/plans';
import { formatTableLabel } from '../../domain/tables/table-token';
import type { Logger } from '../logging/logger';
import type { OwnerState } from '../owner-state/public-reads';
import type { PageTable } from '../owner-state/table-code';
import type { DinerAssets } from './diner-assets';
import type { PublicQuery } from './public-query';
import {
  type InfoPageKind,
  loadDinerRenderer,
  type PageSettings,
  renderInfoPage,
  renderMenuPage,
} from './render-diner-page';
import { stockImages } from './stock-images';

const NO_TABLE: PageTable = { kind: 'none' };

/** Where the page is served (`/r/…`) and which address search engines should keep. */
export type PagePaths = {
  selfPath: string;
  canonicalPath: string;
  isNoIndex?: boolean;
  /** The owner's own preview: no ad network (owners must not view their own ads). */
  isPreview?: boolean;
};

export type PageRendererOptions = {
  publicUrl: string;
  marketingUrl: string;
  assets: DinerAssets;
  /** Free menus show this ad network's ads instead of the house ad (ADS_CLIENT_ID). */
  adsClientId?: string;
  log: Logger;
  /** The address a page shows for a stored image; default: stock images under hashed names. */
  imageAddress?: (stored: string) => string;
};

/** Table payments as a table's page offers them: only there, and only on a Premium plan. */
export const tablePaymentsOf = (state: OwnerState, table: PageTable) =>
  table.kind === 'valid' && ENTITLEMENTS[state.plan].canTakeTablePayments
    ? (state.tablePayments ?? null)
    : null;

/** A table as its page names it, in the page's language ("Table 4", "Mesa 4", "Terrasse"). */
export const tableLabelOf = (name: string, lang: Language) =>
  formatTableLabel(name, CART_STRINGS[lang].table);

/** The language a page is read in: the asked one if the owner's plan offers it, else French. */
export const pageLanguage = (state: OwnerState, asked: Language): Language =>
  ENTITLEMENTS[state.plan].languages.includes(asked) ? asked : 'fr';

/** Turns an owner's plan and a request into page settings, and renders diner pages. */
export function createPageRenderer(options: PageRendererOptions) {
  const imageAddress = options.imageAddress ?? stockImages().urlOf;
  const absoluteUrl = (address: string) =>
    address.startsWith('/') ? `${options.publicUrl}${address}` : address;

  /** Premium menus take orders from the table; never the owner's preview (not a real table). */
  function cartFor(
    lang: Language,
    paths: PagePaths,
    table: PageTable,
    state?: OwnerState,
    menuId?: string,
  ): CartSettings | undefined {
    if (!state || !menuId || paths.isPreview || !ENTITLEMENTS[state.plan].canTakeOrders) {
      return undefined;
    }
    const strings = CART_STRINGS[lang];
    return {
      menuId,
      isOpen: state.isOrderingOpen,
      isTakeAwayOn: state.isTakeAwayOn,
      isTableCodeInvalid: table.kind === 'invalid',
      scriptUrl: options.assets.cartScriptUrl,
      css: options.assets.cartCss,
      // "Paiement en ligne – Bientôt disponible" (the spec's) until the table can pay its tab.
      strings: tablePaymentsOf(state, table)
        ? { ...strings, payment: TAB_STRINGS[lang].cartPointer }
        : strings,
    };
  }

  /**
   * "L'addition" on a table's page wherever the cart is (it follows the tab even while the
   * owner's ordering switch is off: a table pays after the kitchen closed).
   */
  function tabFor(
    lang: Language,
    cart: CartSettings | undefined,
    table: PageTable,
    state?: OwnerState,
  ): TabSettings | undefined {
    if (!cart || !state || table.kind !== 'valid') return undefined;
    return {
      tableToken: table.token,
      tableLabel: tableLabelOf(table.name, lang),
      tablePayments: tablePaymentsOf(state, table),
      scriptUrl: options.assets.tabScriptUrl,
      css: options.assets.tabCss,
      strings: TAB_STRINGS[lang],
      callStrings: CALL_STRINGS[lang],
    };
  }

  function settingsFor(
    paths: PagePaths,
    lang: Language,
    state?: OwnerState,
    menuId?: string,
    table: PageTable = NO_TABLE,
  ): PageSettings {
    const entitlements = state ? ENTITLEMENTS[state.plan] : undefined;
    const cart = cartFor(lang, paths, table, state, menuId);
    return {
      selfPath: paths.selfPath,
      // The table's page: its header names the table, its links keep the code (a reload, a
      // language or a filter stays at the table); canonical and alternates never carry it.
      table:
        cart && table.kind === 'valid'
          ? { token: table.token, label: tableLabelOf(table.name, lang) }
          : undefined,
      canonicalUrl: `${options.publicUrl}${pageHref(paths.canonicalPath, { lang })}`,
      languages: entitlements && entitlements.languages.length > 1 ? SELECTOR_LANGUAGES : [],
      showsAds: entitlements?.showsAds ?? false,
      adNetwork:
        options.adsClientId && !paths.isPreview ? { clientId: options.adsClientId } : undefined,
      marketingUrl: options.marketingUrl,
      css: options.assets.css,
      scriptUrl: state ? options.assets.scriptUrl : undefined,
      isNoIndex: paths.isNoIndex,
      cart,
      availabilityUrl:
        menuId && !paths.isPreview
          ? `/api/v1/public/menus/${encodeURIComponent(menuId)}/availability/events`
          : undefined,
      tab: tabFor(lang, cart, table, state),
    };
  }

  return {
    /** Renders in the page's language; any failure there falls back to French (issue #6 §3). */
    async renderMenu(input: {
      state: OwnerState;
      /** The public menu's id: its cart sends orders for it (none for a preview). */
      menuId?: string;
      document: MenuDocument;
      query: PublicQuery;
      paths: PagePaths;
      photos?: ReadonlyMap<string, DishPhoto>;
      /** Stored translations in the page's language (issue 13); none: dictionaries only. */
      translations?: ReadonlyMap<string, StoredTranslation>;
      /** Dishes marked "Épuisé" now. */
      soldOut?: ReadonlySet<string>;
      /** The profile's logo and cover, by image id. */
      profileImages?: ReadonlyMap<string, DishPhoto>;
      /** Promotions in force now (default: the snapshot's for `menuId`). */
      promotions?: readonly PromotionRule[];
      /** What the page's `?t=` stands for (none: no table). */
      table?: PageTable;
    }): Promise<{ html: string; lang: Language }> {
      await loadDinerRenderer();
      const { state, paths } = input;
      const render = (lang: Language) => {
        const translated =
          input.translations && isTranslationLanguage(lang)
            ? applyStoredTranslations(input.document, lang, input.translations)
            : { document: input.document, hasMachineText: false };
        return renderMenuPage({
          settings: {
            ...settingsFor(paths, lang, state, input.menuId, input.table),
            hasMachineText: translated.hasMachineText,
          },
          lang,
          document: translated.document,
          restaurantName: state.restaurantName,
          hiddenAllergens: input.query.sans,
          diet: input.query.regime,
          photos: input.photos,
          imageAddress,
          soldOut: input.soldOut,
          promotions:
            input.promotions ?? (input.menuId ? state.promotions[input.menuId] : undefined),
          absoluteUrl,
          profile: state.profile,
          profileImages: input.profileImages,
        });
      };
      const lang = pageLanguage(state, input.query.lang);
      try {
        return { html: render(lang), lang };
      } catch (error) {
        if (lang === 'fr') throw error;
        options.log.error({ err: error }, `diner page in ${lang} failed, falling back to French`);
        return { html: render('fr'), lang: 'fr' };
      }
    },

    async renderInfo(kind: InfoPageKind, lang: Language, paths: PagePaths, searchedId?: string) {
      await loadDinerRenderer();
      return renderInfoPage({ settings: settingsFor(paths, lang), lang, kind, searchedId });
    },

    /** The page loads the configured ad network (its responses need the wider CSP). */
    hasAdNetwork: (state: OwnerState) =>
      ENTITLEMENTS[state.plan].showsAds && Boolean(options.adsClientId),
  };
}
