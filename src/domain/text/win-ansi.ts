/**
 * Text for PDF's standard Helvetica (WinAnsiEncoding), which needs no font file: the receipts
 * and the allergen table write with it.
 */

/** The characters of WinAnsiEncoding beyond Latin-1 (its 0x80–0x9F range). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const isWinAnsi = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return (
    character === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.has(character)
  );
};

/**
 * What Helvetica can draw: Intl's narrow no-break space (in "1 234,50 €") becomes a no-break
 * space, an accented letter outside the encoding loses its accent, anything else is "?".
 */
export function printable(text: string): string {
  return [...text.replace(/[\u202f\u2009]/g, '\u00a0')]
    .map((character) => {
      if (isWinAnsi(character)) return character;
      const bare = character.normalize('NFD').replace(/\p{M}/gu, '');
      return [...bare].every(isWinAnsi) && bare !== '' ? bare : '?';
    })
    .join('');
}
