import { describe, expect, it } from 'vitest';
import {
  CATEGORY_LABELS,
  CORE_CATEGORY_IDS,
  createCustomCategoryId,
  DEFAULT_CATEGORIES,
  isCustomCategoryId,
  listMissingDefaultCategories,
  resolveDefaultCategoryId,
  sortCategories,
  validateNewCategoryName,
} from './categories';

const names = (categories: readonly { name: string }[]) => categories.map((c) => c.name);

describe('default categories', () => {
  it('has the six defaults with French labels, plus Autres', () => {
    expect(DEFAULT_CATEGORIES).toEqual([
      { id: 'entrees', name: 'Entrées' },
      { id: 'plats', name: 'Plats principaux' },
      { id: 'desserts', name: 'Desserts' },
      { id: 'boissons', name: 'Boissons' },
      { id: 'aperitifs', name: 'Apéritifs' },
      { id: 'vins', name: 'Vins' },
    ]);
    expect(CATEGORY_LABELS.autres).toBe('Autres');
    expect(CORE_CATEGORY_IDS).toEqual(['entrees', 'plats', 'desserts', 'boissons']);
  });

  it('creates custom ids from a timestamp', () => {
    expect(createCustomCategoryId(1_700_000_000_123)).toBe('custom-1700000000123');
    expect(createCustomCategoryId()).toMatch(/^custom-\d{13,}$/);
    expect(isCustomCategoryId('custom-42')).toBe(true);
    expect(isCustomCategoryId('custom-abc')).toBe(false);
  });

  it('resolves predefined categories by id or by name in several languages', () => {
    expect(resolveDefaultCategoryId({ id: 'vins', name: 'Nos vins' })).toBe('vins');
    expect(resolveDefaultCategoryId({ id: 'custom-1', name: 'Plats' })).toBe('plats');
    expect(resolveDefaultCategoryId({ name: 'Main courses' })).toBe('plats');
    expect(resolveDefaultCategoryId({ name: 'POSTRES' })).toBe('desserts');
    expect(resolveDefaultCategoryId({ name: '饮料' })).toBe('boissons');
    expect(resolveDefaultCategoryId({ name: 'Spécialités' })).toBeNull();
  });
});

describe('sortCategories', () => {
  it('applies the fixed order: starters, mains, drinks, desserts, aperitifs, wines', () => {
    const input = ['vins', 'desserts', 'aperitifs', 'boissons', 'plats', 'entrees'].map((id) => ({
      id,
      name: id,
    }));
    expect(sortCategories(input).map((c) => c.id)).toEqual([
      'entrees',
      'plats',
      'boissons',
      'desserts',
      'aperitifs',
      'vins',
    ]);
  });

  it('matches custom categories by lower-cased name in French, English, Spanish and Chinese', () => {
    const input = [
      { id: 'custom-1', name: 'Wines' },
      { id: 'custom-2', name: '甜点' },
      { id: 'custom-3', name: 'Bebidas' },
      { id: 'custom-4', name: 'ENTRÉES' },
      { id: 'custom-5', name: 'Platos principales' },
      { id: 'custom-6', name: 'Apéritifs' },
      { id: 'custom-7', name: 'Starters' },
      { id: 'custom-8', name: '前菜' },
      { id: 'custom-9', name: 'entrantes' },
    ];
    expect(names(sortCategories(input))).toEqual([
      'ENTRÉES',
      'Starters',
      '前菜',
      'entrantes',
      'Platos principales',
      'Bebidas',
      '甜点',
      'Apéritifs',
      'Wines',
    ]);
  });

  it('puts other categories last, keeping their relative order', () => {
    const input = [
      { id: 'custom-1', name: 'Spécialités' },
      { id: 'desserts', name: 'Desserts' },
      { id: 'custom-2', name: 'Menu enfant' },
      { id: 'entrees', name: 'Entrées' },
      { id: 'custom-3', name: 'Fromages' },
    ];
    expect(names(sortCategories(input))).toEqual([
      'Entrées',
      'Desserts',
      'Spécialités',
      'Menu enfant',
      'Fromages',
    ]);
  });

  it('is pure and returns the same objects', () => {
    const input = [
      { id: 'custom-1', name: 'B' },
      { id: 'plats', name: 'Plats' },
    ];
    const copy = structuredClone(input);
    const sorted = sortCategories(input);
    expect(input).toEqual(copy);
    expect(sorted[0]).toBe(input[1]);
    expect(sortCategories([])).toEqual([]);
  });
});

describe('validateNewCategoryName', () => {
  const existing = [
    { id: 'entrees', name: 'Entrées' },
    { id: 'custom-1', name: 'Fromages' },
  ];

  it('refuses an empty name', () => {
    expect(validateNewCategoryName('   ', existing)).toBe(
      'Le nom de la catégorie ne peut pas être vide',
    );
  });

  it('refuses a duplicate, case-insensitively and trimmed', () => {
    expect(validateNewCategoryName('  fromages ', existing)).toBe(
      'La catégorie "fromages" existe déjà dans votre menu.',
    );
    expect(validateNewCategoryName('ENTRÉES', existing)).toBe(
      'La catégorie "ENTRÉES" existe déjà dans votre menu.',
    );
  });

  it('refuses a name designating a predefined category already present', () => {
    expect(validateNewCategoryName('Starters', existing)).toBe(
      'La catégorie "Starters" existe déjà dans votre menu.',
    );
  });

  it('refuses a name that is too long', () => {
    expect(validateNewCategoryName('x'.repeat(121), existing)).toBe(
      'Le nom ne doit pas dépasser 120 caractères.',
    );
  });

  it('accepts a new name', () => {
    expect(validateNewCategoryName('Spécialités', existing)).toBeNull();
    expect(validateNewCategoryName('Desserts', existing)).toBeNull();
  });
});

describe('listMissingDefaultCategories', () => {
  it('lists the predefined categories not yet present', () => {
    const present = [
      { id: 'entrees', name: 'Entrées' },
      { id: 'custom-1', name: 'Vins' },
    ];
    expect(listMissingDefaultCategories(present).map((c) => c.id)).toEqual([
      'plats',
      'desserts',
      'boissons',
      'aperitifs',
    ]);
    expect(listMissingDefaultCategories(DEFAULT_CATEGORIES)).toEqual([]);
  });
});
