import { randomBytes } from 'node:crypto';
import type { Language } from '../../domain/i18n/languages';
import type { PageTable } from '../owner-state/table-code';
import { tableLabelOf } from './page-renderer';

/**
 * A table's page is its menu's page with the table's code and name in it (decision 011): the
 * page is rendered once per menu version, language and filter with two placeholders, and each
 * table's page is that text with its own code and name put in — a string replacement and a
 * compression instead of a render per table (docs/performance.md, "A Saturday night").
 *
 * The placeholders are drawn afresh by each process: no menu's text can hold them by chance. The
 * name is not a number, so the page shows it as it is ("Table {table}" is for numbers).
 */
const TOKEN = randomBytes(12).toString('base64url');
const NAME = `Ardoisetable${randomBytes(8).toString('hex')}`;

/** The table a template is rendered for. */
export const TEMPLATE_TABLE: PageTable = { kind: 'valid', name: NAME, token: TOKEN };

/**
 * Letters, digits, spaces, dots and hyphens are written the same in HTML text, in attributes,
 * in JSON and in URLs: such a name can replace the placeholder wherever the page holds it. A
 * code is base64url (`qr/table-tokens.ts`), the same everywhere too.
 */
const SAME_IN_EVERY_CONTEXT = /^[\p{L}\p{N} .-]+$/u;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A menu's page for any table: its bytes, cut where the table's code and name go. */
export type TableTemplate = {
  /** The page's bytes between the places (one more than `places`). */
  parts: Buffer[];
  places: ('code' | 'name')[];
  lang: Language;
  bytes: number;
};

/** Cuts a page rendered for `TEMPLATE_TABLE` at its placeholders, once per template. */
export function tableTemplateOf(html: string, lang: Language): TableTemplate {
  const parts: Buffer[] = [];
  const places: TableTemplate['places'] = [];
  let from = 0;
  let code = html.indexOf(TOKEN);
  let name = html.indexOf(NAME);
  while (code !== -1 || name !== -1) {
    const isCode = name === -1 || (code !== -1 && code < name);
    const at = isCode ? code : name;
    parts.push(Buffer.from(html.slice(from, at)));
    places.push(isCode ? 'code' : 'name');
    from = at + (isCode ? TOKEN : NAME).length;
    if (isCode) code = html.indexOf(TOKEN, from);
    else name = html.indexOf(NAME, from);
  }
  parts.push(Buffer.from(html.slice(from)));
  return { parts, places, lang, bytes: parts.reduce((sum, part) => sum + part.length, 0) };
}

/**
 * The page of `table` from its menu's template, as bytes (no page-sized string is made);
 * undefined when the table's name needs escaping somewhere (an apostrophe, an ampersand…):
 * that page is rendered in full.
 */
export function fillTableTemplate(
  template: TableTemplate,
  table: Extract<PageTable, { kind: 'valid' }>,
): Buffer | undefined {
  const label = tableLabelOf(table.name, template.lang);
  if (!SAME_IN_EVERY_CONTEXT.test(label) || !BASE64URL.test(table.token)) return undefined;
  const values = { code: Buffer.from(table.token), name: Buffer.from(label) };
  const pieces: Buffer[] = [];
  template.parts.forEach((part, index) => {
    pieces.push(part);
    const place = template.places[index];
    if (place) pieces.push(values[place]);
  });
  return Buffer.concat(pieces);
}
