/**
 * CSV as French spreadsheets open it (Excel, LibreOffice, Numbers in a French locale): `;`
 * between fields, lines ended by CRLF, UTF-8 with a byte order mark so accents read right, a
 * field quoted when it holds `;`, `"`, a line break or outer spaces (quotes doubled, RFC 4180).
 */
const BOM = '\uFEFF';
const NEEDS_QUOTES = /[;"\r\n]|^\s|\s$/;
/** A text cell starting like a formula is shown as text, never run (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A number or an amount already written the French way ("59,70", "-5,00", "12"): as is. */
export type NumberCell = { number: string };
export type Cell = string | NumberCell | null;

function field(cell: Cell): string {
  if (cell === null) return '';
  const text = typeof cell === 'string' ? cell.replace(FORMULA_START, "'$&") : cell.number;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(field).join(';'));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** 5970 → "59,70"; -500 → "-5,00" (no thousands separator: every spreadsheet reads it). */
export function frenchAmount(cents: number): NumberCell {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const units = Math.floor(absolute / 100);
  return { number: `${sign}${units},${String(absolute % 100).padStart(2, '0')}` };
}

/** 750 s → "12,5" (minutes, one decimal). */
export function frenchMinutes(seconds: number): NumberCell {
  const tenths = Math.round(seconds / 6);
  return { number: `${Math.floor(tenths / 10)},${tenths % 10}` };
}

export const integer = (value: number): NumberCell => ({ number: String(value) });

/** `2026-11-26` → "26/11/2026". */
export const frenchDate = (isoDate: string) =>
  `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;
