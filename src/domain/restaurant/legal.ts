/**
 * The company identifiers a receipt prints (docs/receipts-and-vat.md): SIRET and French
 * intra-community VAT number. Pure rules, shared by the server's schema and the owner app.
 */

/** La Poste's SIREN: its establishments are numbered outside the Luhn scheme (INSEE). */
const LA_POSTE_SIREN = '356000000';

/** Spaces, dots and dashes as owners copy them from a Kbis or an invoice. */
export const compactIdentifier = (value: string) => value.replace(/[\s.\-\u00a0]/g, '');

/** Luhn's check over a string of digits (SIREN and SIRET use it). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * 14 digits whose Luhn sum holds; La Poste's establishments (SIREN 356 000 000) are the
 * known exception: their digits add up to a multiple of 5 instead.
 */
export function isValidSiret(value: string): boolean {
  if (!/^\d{14}$/.test(value)) return false;
  if (passesLuhn(value)) return true;
  if (!value.startsWith(LA_POSTE_SIREN)) return false;
  const sum = [...value].reduce((total, digit) => total + Number(digit), 0);
  return sum % 5 === 0;
}

export function isValidSiren(value: string): boolean {
  return /^\d{9}$/.test(value) && passesLuhn(value);
}

/** The numeric key of a French VAT number: (12 + 3 × (SIREN mod 97)) mod 97, two digits. */
export function frenchVatKey(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return String(key).padStart(2, '0');
}

/**
 * "FR" + a 2-character key + the SIREN. A numeric key must match the SIREN; the alphanumeric
 * keys the administration also issues have no published rule and are taken as written.
 */
export function isValidFrenchVatNumber(value: string): boolean {
  const match = /^FR([0-9A-HJ-NP-Z]{2})(\d{9})$/.exec(value);
  if (!match) return false;
  const [, key = '', siren = ''] = match;
  if (!isValidSiren(siren)) return false;
  return /^\d{2}$/.test(key) ? key === frenchVatKey(siren) : true;
}

/** The SIREN inside a French VAT number ("FR03552081317" → "552081317"). */
export const sirenOfVatNumber = (vatNumber: string) => vatNumber.slice(4);

/** Whether a VAT number and a SIRET name different companies (both given, SIRENs differ). */
export function isVatNumberOfOtherCompany(legal: {
  siret: string | null;
  vatNumber: string | null;
}): boolean {
  if (!legal.siret || !legal.vatNumber) return false;
  return sirenOfVatNumber(legal.vatNumber) !== legal.siret.slice(0, 9);
}

/** "73282932000074" → "732 829 320 00074", as printed on a Kbis. */
export const formatSiret = (siret: string) =>
  `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`;

/** The mention owed instead of a VAT number by a business under the franchise (art. 293 B). */
export const VAT_EXEMPT_MENTION = 'TVA non applicable, art. 293 B du CGI';
