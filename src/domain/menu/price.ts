/**
 * Prices are exact decimal strings in euros ("12.50"), never floats. Arithmetic
 * happens on integer cents derived from the string.
 */
import { formatCents } from './format-cents';

export const MAX_PRICE_CENTS = 9_999_999;

export const PRICE_MESSAGES = {
  required: 'Le prix est obligatoire.',
  invalid: 'Le prix doit être un nombre positif avec au plus 2 décimales (ex. 12,50).',
  tooHigh: 'Le prix ne doit pas dépasser 99 999,99 €.',
} as const;

export type PriceParseResult = { ok: true; value: string } | { ok: false; message: string };

// Integer part optional only when decimals follow (",5"); at most 2 decimals; one separator.
const PRICE_PATTERN = /^(\d*)(?:[.,](\d{0,2}))?$/;

/**
 * What a price input does while typing: keep digits and separators, the separator shown as a
 * French comma ("6.50" typed on a keypad without a comma reads "6,50"). parsePrice takes it.
 */
export function sanitizePriceInput(raw: string): string {
  return raw.replace(/[^\d.,]/g, '').replace(/\./g, ',');
}

/** A stored price as a French price input shows it: "6.50" → "6,50" (no € sign, no spaces). */
export function toPriceInput(stored: string): string {
  return stored.replace('.', ',');
}

/**
 * Parses a price typed by a person or read from storage. Zero is accepted
 * (a free carafe of water); in French "positif" includes zero.
 * Numbers are accepted only when their decimal form has at most 2 decimals.
 */
export function parsePrice(raw: string | number): PriceParseResult {
  if (typeof raw === 'number' && !Number.isFinite(raw)) {
    return { ok: false, message: PRICE_MESSAGES.invalid };
  }
  const text = String(raw).trim();
  if (text === '') return { ok: false, message: PRICE_MESSAGES.required };

  const match = PRICE_PATTERN.exec(text);
  const integerDigits = match?.[1] ?? '';
  const decimalDigits = match?.[2] ?? '';
  if (!match || (integerDigits === '' && decimalDigits === '')) {
    return { ok: false, message: PRICE_MESSAGES.invalid };
  }

  const integerPart = integerDigits.replace(/^0+(?=\d)/, '') || '0';
  // Five integer digits at most keeps every price within MAX_PRICE_CENTS (99 999,99 €).
  if (integerPart.length > 5) return { ok: false, message: PRICE_MESSAGES.tooHigh };

  return { ok: true, value: `${integerPart}.${decimalDigits.padEnd(2, '0')}` };
}

/** Converts a price string (any form parsePrice accepts) to integer cents; throws RangeError otherwise. */
export function priceToCents(value: string | number): number {
  const parsed = parsePrice(value);
  if (!parsed.ok) throw new RangeError(`Invalid price: ${String(value)}`);
  const [euros = '0', cents = '00'] = parsed.value.split('.');
  return Number.parseInt(euros, 10) * 100 + Number.parseInt(cents, 10);
}

/** Converts integer cents (e.g. an order total) back to a normalised price string. */
export function centsToPrice(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`Invalid amount in cents: ${cents}`);
  }
  const euros = Math.floor(cents / 100);
  return `${euros}.${String(cents % 100).padStart(2, '0')}`;
}

/** "12.5" → "12,50 €". Throws RangeError on an invalid price. */
export function formatPrice(value: string | number): string {
  return formatCents(priceToCents(value));
}
