import type { TranslationLanguage } from '../languages';

/**
 * The banner that offers a diner their phone's language on a French page, written in that
 * language (the page's own strings are French). Pure data: the diner script imports it.
 */
export const LANGUAGE_OFFER: Readonly<
  Record<TranslationLanguage, { text: string; action: string; close: string }>
> = {
  en: {
    text: 'This menu is also available in English.',
    action: 'Read in English',
    close: 'Close',
  },
  es: {
    text: 'Este menú también está disponible en español.',
    action: 'Leer en español',
    close: 'Cerrar',
  },
  it: {
    text: 'Questo menu è disponibile anche in italiano.',
    action: 'Leggi in italiano',
    close: 'Chiudi',
  },
  zh: { text: '本菜单也有中文版。', action: '查看中文', close: '关闭' },
};

/**
 * The language a phone asks for first, among ours (`navigator.languages`: "en-GB" → en,
 * "zh-Hans-CN" → zh). French first, or none of ours: null, nothing to offer.
 */
export function preferredLanguage(
  phoneLanguages: readonly string[],
  ours: readonly string[],
): string | null {
  for (const tag of phoneLanguages) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (base === 'fr') return null;
    if (ours.includes(base)) return base;
  }
  return null;
}
