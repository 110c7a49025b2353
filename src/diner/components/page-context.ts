import type { CallStrings } from '../../domain/i18n/diner/call-strings';
import type { CartStrings } from '../../domain/i18n/diner/cart-strings';
import type { DinerStrings } from '../../domain/i18n/diner/diner-strings';
import type { TabStrings } from '../../domain/i18n/diner/tab-strings';
import type { Language } from '../../domain/i18n/languages';

/** Everything a diner page needs besides the menu itself; decided by the server. */
export type PageContext = {
  lang: Language;
  strings: DinerStrings;
  /** Path of this page (`/r/…`, `/u/…`, the preview…): language and filter links keep it. */
  selfPath: string;
  /**
   * The table whose QR code opened the page (`?t=`, Premium): the header names it and the
   * page's own links (languages, filters) keep its code. Never in canonical or alternates.
   */
  table?: { token: string; label: string };
  /** Absolute address search engines should index for this page and language. */
  canonicalUrl: string;
  /** Languages offered by the selector; empty on a free menu (French only). */
  languages: readonly Language[];
  /** Free menus: the top "Publicité" slot. */
  showsAds: boolean;
  /** Target of the house advertisement. */
  marketingUrl: string;
  /** Minified diner stylesheet, inlined: one request for the whole readable page. */
  css: string;
  /** The progressive-enhancement script (hashed, immutable); none on info pages. */
  scriptUrl?: string;
  /** Owner previews must not be indexed. */
  isNoIndex?: boolean;
  /** Machine-translated text is on the page: the "translated with AI" footer shows. */
  hasMachineText?: boolean;
  /** Free menus: an ad network instead of the house ad, only when the operator configured one. */
  adNetwork?: { clientId: string };
  /** Premium menus (not the owner's preview): the cart, loaded from its own script. */
  cart?: CartSettings;
  /** Public menu pages: the stream of "Épuisé" changes the script follows (no reload). */
  availabilityUrl?: string;
  /** A table's page of a restaurant that takes orders: "L'addition", from its own script. */
  tab?: TabSettings;
};

export type CartSettings = {
  menuId: string;
  /** The owner's "Commandes ouvertes" switch when the page was rendered. */
  isOpen: boolean;
  /** "Commandes à emporter / sans table": orders without a table's code are taken. */
  isTakeAwayOn: boolean;
  /** Opened with a table code the restaurant no longer has (regenerated, or table removed). */
  isTableCodeInvalid: boolean;
  scriptUrl: string;
  /** Minified, inlined after the page's own stylesheet. */
  css: string;
  strings: CartStrings;
};

/**
 * "L'addition" (issue 23): the table's tab, live, and paying it from the phone. Only on a
 * page opened with one of the restaurant's table codes, never in the owner's preview. Without
 * JavaScript nothing shows (the tab is live data; the page is cached per menu version).
 */
export type TabSettings = {
  tableToken: string;
  /** "Table 4", "Mesa 4", "Terrasse": the panel's title names it. */
  tableLabel: string;
  /**
   * The restaurant takes payments at the table (Premium, payments on, its Stripe account
   * active), and whether it takes tips; null: the tab is shown, paid with the staff.
   */
  tablePayments: { tips: boolean } | null;
  scriptUrl: string;
  /** Minified, inlined after the cart's stylesheet. */
  css: string;
  strings: TabStrings;
  /** "Appeler un serveur", "Demander l'addition" (issue 24 §4), in the page's language. */
  callStrings: CallStrings;
};

/** The ad network's loader (Google AdSense); the CSP is opened for it on those pages only. */
export const adNetworkScriptUrl = (clientId: string) =>
  `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(clientId)}`;

const AVAILABILITY_PATH = /^\/api\/v1\/public\/menus\/([^/]+)\/availability\/events$/;

/**
 * The menu a public page shows, for its audience counts (`data-menu-id`, audience-beacon.ts).
 * Only public menu pages follow their menu's availability stream, whose address names the menu:
 * the owner's preview has none, so nothing is counted there.
 */
export function publicMenuId(context: PageContext): string | undefined {
  const match = AVAILABILITY_PATH.exec(context.availabilityUrl ?? '');
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/** `lang` attribute for a text whose language differs from the page's. */
export const langOf = (text: { lang: Language }, pageLang: Language) =>
  text.lang === pageLang ? undefined : text.lang;

/** "Allergènes : …" in French, "Allergens: …" in English, "过敏原：…" in Chinese. */
export const colon = (lang: Language) => (lang === 'fr' ? ' : ' : lang === 'zh' ? '：' : ': ');
