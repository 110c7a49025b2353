/**
 * Folds text for matching: lower-case, accents removed, ligatures expanded,
 * every run of non-alphanumeric characters turned into one space, trimmed.
 *
 * Punctuation becomes a separator rather than disappearing so that
 * "crème-brûlée" and "crème brûlée" compare equal. Letters of every script
 * are kept (Chinese category and dish names must stay searchable).
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
