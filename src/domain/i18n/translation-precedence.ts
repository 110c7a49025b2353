/**
 * Which text a diner reads for one French text of a menu in another language: the one rule,
 * used by the diner pages (applyStoredTranslations, then translate.ts), the translation queue
 * (what a machine may replace) and the editor's list (docs/translations.md). First wins:
 *
 * 1. `owner`: the owner's correction, typed in the editor's "Traductions" view and stored with
 *    origin `owner`. Shown even after its French changed (the editor flags it "À revoir"); a
 *    machine never replaces it.
 * 2. `document`: a translation carried by the menu document itself (the demo menu, an import).
 * 3. `machine`: text written by a machine translation service, DeepL or an AI model, stored with
 *    origin `machine`; only while its French is the one it was made from. The only text that
 *    puts "Menu translated with AI technology" on the page.
 * 4. `dictionary`: our built-in tables of dish, category and variant names (src/domain/i18n/
 *    diner). Stored with origin `dictionary` by the offline provider (the server without a
 *    machine service), or looked up when the page is drawn; either way no machine wrote it.
 * 5. The French, marked `lang="fr"` on the page.
 *
 * No zod here: a pure rule.
 */

/** Who wrote a stored translation (`menu_translation.origin`, and what the editor lists). */
export const TRANSLATION_ORIGINS = ['owner', 'machine', 'dictionary'] as const;
export type TranslationOrigin = (typeof TRANSLATION_ORIGINS)[number];

/** Where the text a page shows comes from, best first (the list above). */
export const TRANSLATION_PRECEDENCE = ['owner', 'document', 'machine', 'dictionary'] as const;
export type TranslationSource = (typeof TRANSLATION_PRECEDENCE)[number];

/** What a diner page needs of one stored translation. */
export type StoredTranslation = {
  text: string;
  origin: TranslationOrigin;
  /** The French changed since the text was written. */
  isStale: boolean;
};

/**
 * A stored text diner pages show: the owner's always, a machine's or the dictionary's only while
 * its French is the one it was made from.
 */
export const isShownOnPages = (stored: { origin: TranslationOrigin; isStale: boolean }) =>
  stored.origin === 'owner' || !stored.isStale;

/** A machine's result may take the place of a stored text: never of the owner's. */
export const isReplaceableByMachine = (origin: TranslationOrigin) => origin !== 'owner';

/**
 * The text to show for one field, from what is known of it: its stored translation, the
 * document's own, and the dictionary (looked up only when nothing before it answers). Blank
 * texts do not count. Null: the page shows the French.
 */
export function chooseTranslation(known: {
  stored?: StoredTranslation | undefined;
  document?: string | undefined;
  dictionary?: () => string | null | undefined;
}): { text: string; source: TranslationSource } | null {
  const { stored } = known;
  const storedAs = (origin: TranslationOrigin) =>
    stored && isShownOnPages(stored) && stored.origin === origin ? stored.text : undefined;
  for (const source of TRANSLATION_PRECEDENCE) {
    const text =
      source === 'document'
        ? known.document
        : (storedAs(source) ?? (source === 'dictionary' ? known.dictionary?.() : undefined));
    if (text?.trim()) return { text, source };
  }
  return null;
}
