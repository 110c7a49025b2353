/**
 * Prices as French menus write them (issue 25 §2): "12,50 €", "12€50", "12.5", "12 €",
 * "12 euros", "€ 12", and a bare number at the end of a line ("Tarte fine ........ 9").
 * Found as tokens in a line; a price is returned in the stored form "12.50".
 */

export type PriceToken = { start: number; end: number; price: string; explicit: boolean };

// Euro sign between euros and cents: "12€50", "12 €50".
const EURO_CENTS = String.raw`(\d{1,5})\s?€(\d{2})(?!\d)`;
// Decimals, the currency optional: "12,50 €", "12.5", "9,00".
const DECIMAL = String.raw`(\d{1,5})[.,](\d{1,2})(?!\d)(?:\s?(?:€|euros?\b|eur\b))?`;
// A whole number with its currency: "12 €", "12 euros".
const WHOLE_EURO = String.raw`(\d{1,5})\s?(?:€|euros?\b|eur\b)`;
// Currency first: "€ 12", "€12,50".
const EURO_FIRST = String.raw`€\s?(\d{1,5})(?:[.,](\d{1,2}))?(?!\d)`;
// A bare whole number (judged by its place in the line, below).
const BARE = String.raw`(\d{1,4})(?![\d.,]\d)`;

const TOKEN = new RegExp(
  `(?<![\\p{L}\\d.,])(?:${EURO_CENTS}|${DECIMAL}|${WHOLE_EURO}|${EURO_FIRST}|${BARE})`,
  'giu',
);

// A number followed by one of these is a quantity, not a price: "25 cl", "6 huîtres", "2 pers.".
const QUANTITY_AFTER =
  /^\s?(?:cl|ml|l|g|kg|cm|mm|%|°|x\b|pi[eè]ces?|pers|personnes?|ans?\b|mois|h\b|min|huîtres|escargots|fromages|saisons|st[- ]jacques|pts?|p\.|[.,]\d|ème|e\b|er\b|è)/iu;
// After these words a number belongs to the name: "Menu n° 2", "Pizza 4 fromages" (handled above).
const NUMBER_WORDS_BEFORE = /(?:n°|no\.?|numéro|menu|formule|x)\s*$/iu;

/** "1/2 bouteille", "3/4": a fraction, not two prices (unlike "6/29", a glass and a bottle). */
function isFraction(line: string, start: number, end: number): boolean {
  const around = /(\d+)\s?\/\s?(\d+)/u;
  const after = around.exec(line.slice(start));
  const before = /(\d+)\s?\/\s?(\d+)$/u.exec(line.slice(0, end));
  const pair = after?.index === 0 ? after : before;
  if (!pair) return false;
  const numerator = Number(pair[1]);
  const denominator = Number(pair[2]);
  return numerator < denominator && denominator <= 4;
}

const cents = (digits: string | undefined) => (digits ?? '').padEnd(2, '0');
const euros = (digits: string) => String(Number(digits));

/** Every price-looking number of a line, with whether it carried a currency or decimals. */
export function findPrices(line: string): PriceToken[] {
  const tokens: PriceToken[] = [];
  for (const match of line.matchAll(TOKEN)) {
    const start = match.index;
    const end = start + match[0].length;
    if (isFraction(line, start, end)) continue;
    const [, ec1, ec2, d1, d2, w1, f1, f2, bare] = match;
    if (ec1 !== undefined) {
      tokens.push({ start, end, price: `${euros(ec1)}.${cents(ec2)}`, explicit: true });
    } else if (d1 !== undefined) {
      if (QUANTITY_AFTER.test(line.slice(end))) continue;
      tokens.push({ start, end, price: `${euros(d1)}.${cents(d2)}`, explicit: true });
    } else if (w1 !== undefined) {
      tokens.push({ start, end, price: `${euros(w1)}.00`, explicit: true });
    } else if (f1 !== undefined) {
      tokens.push({ start, end, price: `${euros(f1)}.${cents(f2)}`, explicit: true });
    } else if (bare !== undefined) {
      if (QUANTITY_AFTER.test(line.slice(end))) continue;
      if (NUMBER_WORDS_BEFORE.test(line.slice(0, start))) continue;
      // A year ("Chablis 2019") is not a price.
      if (bare.length === 4 && Number(bare) >= 1900 && Number(bare) <= 2100) continue;
      tokens.push({ start, end, price: `${euros(bare)}.00`, explicit: false });
    }
  }
  return tokens;
}

// Leaders and separators between a name and its price: dots, ellipses, dashes, underscores.
const LEADERS = /[\s.…·_\-–—:|]+$/u;

/** The line without its trailing leaders and separators. */
export function stripLeaders(text: string): string {
  return text.replace(LEADERS, '').trim();
}

/** Text after a price that may still close the price: "€", "TTC", "net". */
const PRICE_TAIL = /^[\s.…]*(?:€|eur(?:os?)?|ttc|net)?[\s.…]*$/iu;

/**
 * The price a line ends with, and the rest of the line before it. A bare number counts only
 * when it ends the line; numbers with a currency or decimals are read anywhere at the end.
 */
export function trailingPrice(line: string): { before: string; token: PriceToken } | null {
  const tokens = findPrices(line);
  const last = tokens.at(-1);
  if (!last || !PRICE_TAIL.test(line.slice(last.end))) return null;
  return { before: line.slice(0, last.start), token: last };
}

/** A price at the start of a line ("12 € Tarte fine", "12,50 — Tarte fine"): explicit only. */
export function leadingPrice(line: string): { after: string; token: PriceToken } | null {
  const first = findPrices(line)[0];
  if (first?.start !== 0 || !first.explicit) return null;
  return { after: line.slice(first.end).replace(/^[\s.…·_\-–—:|]+/u, ''), token: first };
}

/** "12.50" → 1250, for comparing. */
export function priceCents(price: string): number {
  const [whole = '0', part = '0'] = price.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}
