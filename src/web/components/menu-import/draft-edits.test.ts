import { describe, expect, it } from 'vitest';
import type { MenuImportDraft } from '../../../domain/menu-import/import-result';
import {
  addCategory,
  addDish,
  findDish,
  moveCategory,
  moveDish,
  readerLabel,
  removeCategory,
} from './draft-edits';

const dish = (id: string) => ({ id, name: id, description: '', price: '1.00', allergens: [] });
const DRAFT: MenuImportDraft = {
  name: 'Carte',
  categories: [
    { id: 'e', name: 'Entrées', items: [dish('soupe'), dish('bavette'), dish('terrine')] },
    { id: 'p', name: 'Plats', items: [dish('magret')] },
  ],
};
const shape = (draft: MenuImportDraft) =>
  draft.categories.map((category) => [category.name, category.items.map((d) => d.id)]);

describe('draft edits (issue 42 §4)', () => {
  it('moves a misfiled dish into another category, at a place or at the end', () => {
    expect(shape(moveDish(DRAFT, { category: 0, index: 1 }, { category: 1, index: 0 }))).toEqual([
      ['Entrées', ['soupe', 'terrine']],
      ['Plats', ['bavette', 'magret']],
    ]);
    expect(shape(moveDish(DRAFT, { category: 0, index: 1 }, { category: 1, index: 9 }))).toEqual([
      ['Entrées', ['soupe', 'terrine']],
      ['Plats', ['magret', 'bavette']],
    ]);
  });

  it('reorders within a category', () => {
    expect(shape(moveDish(DRAFT, { category: 0, index: 0 }, { category: 0, index: 2 }))[0]).toEqual(
      ['Entrées', ['bavette', 'terrine', 'soupe']],
    );
    expect(moveDish(DRAFT, { category: 5, index: 0 }, { category: 0, index: 0 })).toBe(DRAFT);
  });

  it('adds a blank dish and an empty category; an empty category may be removed', () => {
    const added = addDish(addCategory(DRAFT, 'Desserts', 'd'), 2, 'tatin');
    expect(shape(added)[2]).toEqual(['Desserts', ['tatin']]);
    expect(findDish(added, 'tatin')).toEqual({ category: 2, index: 0 });
    expect(added.categories[2]?.items[0]).toMatchObject({ name: '', price: '', allergens: [] });
    const empty = addCategory(DRAFT, 'Vins', 'v');
    expect(removeCategory(empty, 2).categories).toHaveLength(2);
    // One with dishes stays: its dishes are moved or removed first.
    expect(removeCategory(empty, 0)).toBe(empty);
  });

  it('moves a category up or down', () => {
    expect(shape(moveCategory(DRAFT, 1, -1)).map(([name]) => name)).toEqual(['Plats', 'Entrées']);
    expect(moveCategory(DRAFT, 0, -1)).toBe(DRAFT);
  });
});

describe('which reader made the draft (issue 42 §5)', () => {
  it('says "Lu par l’IA" for the model, "Lu sur ce serveur" for every offline reader', () => {
    expect(readerLabel({ readBy: 'ai', structuredBy: 'ai' })).toBe('Lu par l’IA');
    for (const readBy of ['ocr', 'pdf-text', 'text', 'spreadsheet'] as const) {
      expect(readerLabel({ readBy, structuredBy: 'parser' })).toBe('Lu sur ce serveur');
    }
  });
});
