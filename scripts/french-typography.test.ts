import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CALL_STRINGS } from '../src/domain/i18n/diner/call-strings';
import { CART_STRINGS } from '../src/domain/i18n/diner/cart-strings';
import { DINER_STRINGS } from '../src/domain/i18n/diner/diner-strings';
import { PROFILE_STRINGS } from '../src/domain/i18n/diner/profile-strings';
import { RECEIPT_STRINGS } from '../src/domain/i18n/diner/receipt-strings';
import { TAB_STRINGS } from '../src/domain/i18n/diner/tab-strings';
import {
  frenchPunctuation,
  loosePunctuation,
  NARROW_NBSP,
} from '../src/domain/text/french-typography';

// Issue 43 §6: a narrow no-break space before « ! ? : ; » in every French string of the
// interface. The scan reads the sources as the compiler does (string literals, template
// parts, JSX text and attributes), so a new "Prêt!" or "Quitter ?" fails here.
const ROOT = path.resolve(import.meta.dirname, '..', 'src');
const SCANNED = ['web', 'diner', 'domain'];
// Patterns, not copy: the menu reader's word lists and regular expressions ("verres?"); the
// diner's translations are checked below by language, their French only.
const SKIPPED = [path.join('domain', 'menu-import'), path.join('domain', 'i18n', 'diner')];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const OTHER_LANGUAGE = new Set(['en', 'es', 'it', 'zh']);

/** English, Spanish, Italian or Chinese: a developer's `new …Error(…)`, an `en:` entry, `EN_…`. */
function isOtherLanguage(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isNewExpression(at) && /Error$/.test(at.expression.getText())) return true;
    if (ts.isPropertyAssignment(at) && OTHER_LANGUAGE.has(at.name.getText())) return true;
    if (ts.isVariableDeclaration(at) && /^(EN|ES|IT|ZH)_|INPUT_MESSAGES$/.test(at.name.getText())) {
      return true;
    }
  }
  return false;
}

function strings(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isTaggedTemplateExpression(node)) return; // String.raw`…`: a pattern
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      if (!isOtherLanguage(node)) found.push({ text: node.text, line: line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Code, not copy: an address ("/events?"), a media query or CSS, a console message. */
const isCode = (text: string) => /^\s*[/(@]|[{}]|^ardoise:/.test(text);

/** A string without a space is a key or a class ("category:", "hover:"), unless it ends a word with ! or ?. */
const faults = (text: string) =>
  isCode(text)
    ? []
    : loosePunctuation(text).filter((fault) => /\s/.test(text.trim()) || /[!?]$/.test(fault));

describe('French typography', () => {
  it('puts a narrow no-break space before ! ? : ; and leaves times and addresses alone', () => {
    expect(frenchPunctuation('Prêt!')).toBe(`Prêt${NARROW_NBSP}!`);
    expect(frenchPunctuation('Quitter ?')).toBe(`Quitter${NARROW_NBSP}?`);
    expect(frenchPunctuation('Total : 12 €')).toBe(`Total${NARROW_NBSP}: 12 €`);
    expect(frenchPunctuation(' : à vous')).toBe(`${NARROW_NBSP}: à vous`);
    expect(frenchPunctuation(`Déjà${NARROW_NBSP}!`)).toBe(`Déjà${NARROW_NBSP}!`);
    expect(frenchPunctuation('à 20:41, https://ardoise.fr')).toBe('à 20:41, https://ardoise.fr');
  });

  it('in every French string of the owner app, the diner pages and the domain', () => {
    const found = SCANNED.flatMap((folder) => sourceFiles(path.join(ROOT, folder)))
      .filter(
        (file) => !SKIPPED.some((skipped) => file.includes(`${path.sep}${skipped}${path.sep}`)),
      )
      .flatMap((file) =>
        strings(file)
          .filter(({ text }) => faults(text).length > 0)
          .map(({ text, line }) => `${path.relative(ROOT, file)}:${line} ${JSON.stringify(text)}`),
      );
    expect(found).toEqual([]);
  });

  it('in the diner pages’ French strings', () => {
    const french = [
      DINER_STRINGS.fr,
      CART_STRINGS.fr,
      TAB_STRINGS.fr,
      CALL_STRINGS.fr,
      PROFILE_STRINGS.fr,
      RECEIPT_STRINGS.fr,
    ].flatMap((table) => Object.entries(table));
    const found = french.filter(
      ([, value]) => typeof value === 'string' && faults(value).length > 0,
    );
    expect(found).toEqual([]);
  });
});
