import type { Language } from '../languages';
import { ES_STRINGS, IT_STRINGS, ZH_STRINGS } from './strings-es-it-zh';
import { EN_STRINGS, FR_STRINGS } from './strings-fr-en';

/**
 * Every interface string of the diner pages, in the five reading languages. Templates use
 * `{name}` placeholders (see `fill-template.ts`) so that the browser script can use them too.
 */
export type DinerStrings = {
  /** Category chip that shows the whole menu. */
  all: string;
  categories: string;
  language: string;
  advertisement: string;
  houseAdTitle: string;
  houseAdText: string;
  houseAdLink: string;
  allergens: string;
  filterSummary: string;
  filterTitle: string;
  filterApply: string;
  filterClear: string;
  hiddenOne: string;
  /** `{n}`: number of hidden dishes. */
  hiddenMany: string;
  sectionAllHidden: string;
  /** Screen readers: what the icons-and-words after a dish are ("Mentions"). */
  tagsLabel: string;
  /** Before the "Végétarien" / "Vegan" filter. */
  dietTitle: string;
  allergenNotice: string;
  /** Footer of the translated pages (spec: "Menu translated with AI technology"). */
  aiFooter: string;
  /** A translated page where some dish or category text is still the French original. */
  frenchKept: string;
  details: string;
  close: string;
  poweredBy: string;
  emptyMenu: string;
  /** A dish marked sold out tonight by the restaurant. */
  soldOut: string;
  /** Before a promoted dish's struck-through price, for screen readers. */
  regularPrice: string;
  /** Before the promoted price, for screen readers. */
  promotionPrice: string;
  /** The heading of a promotion banner. */
  offerOfTheMoment: string;
  notAvailableTitle: string;
  notAvailableMenu: string;
  notAvailableUser: string;
  searchedId: string;
  ownerHint: string;
  signIn: string;
  activeTitle: string;
  activeText: string;
  /** `{restaurant}`, `{menu}`. */
  metaDescription: string;
};

export const DINER_STRINGS: Readonly<Record<Language, DinerStrings>> = {
  fr: FR_STRINGS,
  en: EN_STRINGS,
  es: ES_STRINGS,
  zh: ZH_STRINGS,
  it: IT_STRINGS,
};

/** The language's own name, as the selector shows it whatever the page's language. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  zh: '中文',
  it: 'Italiano',
};
