/**
 * French typography for interface strings: a narrow no-break space (U+202F) before « ! ? : ; »,
 * so "Prêt !" never breaks before its "!" at the end of a line, and never "Prêt!".
 */
export const NARROW_NBSP = '\u202F';

/**
 * Where a letter, digit, closing bracket or « » » is followed by ! ? : ; with no space or a plain
 * one, or a string starts with a plain space before one (" : à vous", joined to a word before).
 */
const LOOSE_PUNCTUATION = /(?:^ |([\p{L}\p{N})»%€])[ \u00A0]?)([!?;:])(?=\s|$|["'”»)])/gu;

/** "Prêt!" / "Prêt !" → "Prêt\u202F!"; a URL or a time ("20:41") is left alone. */
export function frenchPunctuation(text: string): string {
  return text.replace(
    LOOSE_PUNCTUATION,
    (_match, before: string | undefined, mark: string) => `${before ?? ''}${NARROW_NBSP}${mark}`,
  );
}

/** The places in `text` where French punctuation lacks its narrow no-break space. */
export function loosePunctuation(text: string): string[] {
  return [...text.matchAll(LOOSE_PUNCTUATION)].map((match) => match[0]);
}
