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

/**
 * The page of `table` from its menu's template, rendered in `lang`; undefined when the table's
 * name needs escaping somewhere (an apostrophe, an ampersand…): that page is rendered in full.
 */
export function fillTableTemplate(
  html: string,
  table: Extract<PageTable, { kind: 'valid' }>,
  lang: Language,
): string | undefined {
  const label = tableLabelOf(table.name, lang);
  if (!SAME_IN_EVERY_CONTEXT.test(label) || !BASE64URL.test(table.token)) return undefined;
  return html.replaceAll(TOKEN, table.token).replaceAll(NAME, label);
}
