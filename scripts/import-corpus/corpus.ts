import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The menu corpus of issue 25 §4: French menus under tests/fixtures/menu-corpus/<name>/, each
 * with the text as written (`menu.txt`) and the structure a reader should find
 * (`expected.json`). PDFs, photos and CSV files are made from them at run time (derive.ts).
 */
export type ExpectedVariant = { name: string; price: string };
export type ExpectedDish = { name: string; price: string; variants?: ExpectedVariant[] };
export type ExpectedMenu = {
  name: string;
  categories: { name: string; dishes: ExpectedDish[] }[];
};
export type CorpusMenu = { id: string; text: string; expected: ExpectedMenu };

export const CORPUS_DIR = join(import.meta.dirname, '../../tests/fixtures/menu-corpus');

export function loadCorpus(): CorpusMenu[] {
  return readdirSync(CORPUS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((id) => ({
      id,
      text: readFileSync(join(CORPUS_DIR, id, 'menu.txt'), 'utf8'),
      expected: JSON.parse(readFileSync(join(CORPUS_DIR, id, 'expected.json'), 'utf8')),
    }));
}

export const dishCount = (menu: ExpectedMenu) =>
  menu.categories.reduce((total, category) => total + category.dishes.length, 0);
