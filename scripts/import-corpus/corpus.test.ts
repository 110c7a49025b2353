import { describe, expect, it } from 'vitest';
import { MenuDocumentSchema } from '../../src/domain/menu/menu-schema';
import { draftToMenuInput } from '../../src/domain/menu-import/draft-to-menu';
import type { MenuImportDraft } from '../../src/domain/menu-import/import-result';
import { parseMenuText } from '../../src/domain/menu-import/parse-menu-text';
import { guessColumnMapping, rowsToDraft } from '../../src/domain/menu-import/rows-to-draft';
import { extractSource } from '../../src/server/imports/extract/extract-source';
import { loadCorpus } from './corpus';
import { menuCsv, menuPdf } from './derive';
import { addScores, emptyScore, type Score, scoreDraft, share } from './score';

// Issue 25 §4's targets for text and PDF (timings are the bench's business, not a test's).
const corpus = loadCorpus();

async function draftOf(kind: 'text' | 'pdf' | 'csv', index: number): Promise<MenuImportDraft> {
  const menu = corpus[index];
  if (!menu) throw new Error('no menu');
  if (kind === 'text') return parseMenuText(menu.text).draft;
  if (kind === 'pdf') {
    const source = await extractSource({ bytes: await menuPdf(menu) });
    return parseMenuText('text' in source ? source.text : '').draft;
  }
  const source = await extractSource({ bytes: menuCsv(menu, index), filename: 'carte.csv' });
  const rows = 'rows' in source ? source.rows : [];
  return rowsToDraft(rows, guessColumnMapping(rows) ?? { name: 1, price: 2 }).draft;
}

describe('the menu corpus', () => {
  it('holds at least 20 menus', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(20);
  });

  for (const kind of ['text', 'pdf', 'csv'] as const) {
    it(`is read from ${kind} with ≥ 98 % prices and ≥ 95 % names exact, into valid menus`, async () => {
      let total: Score = emptyScore();
      for (const [index, menu] of corpus.entries()) {
        const draft = await draftOf(kind, index);
        total = addScores(total, scoreDraft(menu.expected, draft));
        const result = MenuDocumentSchema.safeParse(draftToMenuInput(draft));
        expect({ menu: menu.id, issues: result.error?.issues }).toEqual({
          menu: menu.id,
          issues: undefined,
        });
      }
      expect(share(total.found, total.dishes)).toBeGreaterThanOrEqual(0.98);
      expect(share(total.pricesExact, total.dishes)).toBeGreaterThanOrEqual(0.98);
      expect(share(total.namesExact, total.dishes)).toBeGreaterThanOrEqual(0.95);
      expect(share(total.categoriesRight, total.dishes)).toBeGreaterThanOrEqual(0.9);
    }, 120_000);
  }
});
