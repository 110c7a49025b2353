import { describe, expect, it } from 'vitest';
import {
  CategorySchema,
  countItems,
  createEmptyMenu,
  DishSchema,
  isSafeImageUrl,
  LIMITS,
  MENU_MESSAGES,
  MenuDocumentSchema,
  validateMenuForSave,
} from './menu-schema';

const DISH_ID = '3f2b8c1e-9a4d-4e6b-8f1a-2c3d4e5f6a7b';
const dishId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const validDish = { id: DISH_ID, name: 'Salade César', price: '13,5' };

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('DishSchema', () => {
  it('applies defaults and normalises the price and name', () => {
    expect(DishSchema.parse({ ...validDish, name: '  Salade César ' })).toEqual({
      id: DISH_ID,
      name: 'Salade César',
      description: '',
      price: '13.50',
      allergens: [],
      isActive: true,
    });
    expect(DishSchema.parse({ ...validDish, description: null }).description).toBe('');
  });

  it('requires a name, with French messages', () => {
    expect(messages(DishSchema.safeParse({ ...validDish, name: '   ' }))).toEqual([
      'Le nom du plat est obligatoire.',
    ]);
    expect(messages(DishSchema.safeParse({ id: DISH_ID, price: '3' }))).toEqual([
      'Le nom du plat est obligatoire.',
    ]);
    expect(messages(DishSchema.safeParse({ ...validDish, name: 'x'.repeat(121) }))).toEqual([
      'Le nom ne doit pas dépasser 120 caractères.',
    ]);
    expect(DishSchema.safeParse({ ...validDish, name: 'x'.repeat(120) }).success).toBe(true);
  });

  it('requires a valid price', () => {
    const { price: _price, ...withoutPrice } = validDish;
    expect(messages(DishSchema.safeParse(withoutPrice))).toEqual(['Le prix est obligatoire.']);
    expect(messages(DishSchema.safeParse({ ...validDish, price: '12.345' }))).toEqual([
      'Le prix doit être un nombre positif avec au plus 2 décimales (ex. 12,50).',
    ]);
  });

  it('limits the description to 1000 characters', () => {
    expect(messages(DishSchema.safeParse({ ...validDish, description: 'a'.repeat(1001) }))).toEqual(
      ['La description ne doit pas dépasser 1000 caractères.'],
    );
  });

  it('accepts known, unique allergens only', () => {
    expect(DishSchema.parse({ ...validDish, allergens: ['Gluten', 'Œufs'] }).allergens).toEqual([
      'Gluten',
      'Œufs',
    ]);
    expect(
      messages(DishSchema.safeParse({ ...validDish, allergens: ['Gluten', 'Gluten'] })),
    ).toEqual([MENU_MESSAGES.duplicateAllergen]);
    expect(messages(DishSchema.safeParse({ ...validDish, allergens: ['Noix'] }))).toEqual([
      'Allergène inconnu : Noix.',
    ]);
  });

  it('requires a uuid id', () => {
    expect(messages(DishSchema.safeParse({ ...validDish, id: 'abc' }))).toEqual([
      "L'identifiant du plat est invalide.",
    ]);
  });

  it('accepts only safe image urls', () => {
    const parse = (imageUrl: unknown) => DishSchema.safeParse({ ...validDish, imageUrl });
    expect(parse('/stock/cheeseburger.webp').data?.imageUrl).toBe('/stock/cheeseburger.webp');
    expect(parse('https://cdn.example.com/a.webp').success).toBe(true);
    expect(parse(null).data?.imageUrl).toBeNull();
    expect(parse('').data?.imageUrl).toBeNull();
    expect(parse(undefined).data?.imageUrl).toBeUndefined();
    for (const unsafe of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:image/png;base64,AAAA',
      'http://example.com/a.png',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      'stock/a.png',
      '/stock/a b.png',
    ]) {
      expect(messages(parse(unsafe))).toEqual([MENU_MESSAGES.imageUrlInvalid]);
    }
    expect(isSafeImageUrl('https://x.fr/a.jpg')).toBe(true);
  });

  it('accepts translations in en, es, zh, it only', () => {
    const translations = { en: { name: 'Caesar salad' }, zh: { description: '凯撒沙拉' } };
    expect(DishSchema.parse({ ...validDish, translations }).translations).toEqual(translations);
    expect(
      DishSchema.safeParse({ ...validDish, translations: { de: { name: 'x' } } }).success,
    ).toBe(false);
    expect(
      DishSchema.safeParse({ ...validDish, translations: { fr: { name: 'x' } } }).success,
    ).toBe(false);
  });
});

describe('CategorySchema', () => {
  it('accepts default, custom and uuid ids', () => {
    for (const id of ['entrees', 'vins', 'autres', 'custom-1700000000000', DISH_ID]) {
      expect(CategorySchema.safeParse({ id, name: 'X', items: [] }).success).toBe(true);
    }
    for (const id of ['', 'custom-', 'custom-abc', 'x'.repeat(65), 'Entrées']) {
      expect(messages(CategorySchema.safeParse({ id, name: 'X', items: [] }))).toContain(
        "L'identifiant de la catégorie est invalide.",
      );
    }
  });

  it('requires a name', () => {
    expect(messages(CategorySchema.safeParse({ id: 'plats', name: ' ', items: [] }))).toEqual([
      'Le nom de la catégorie est obligatoire.',
    ]);
  });

  it('turns items that are not a list into an empty list', () => {
    expect(CategorySchema.parse({ id: 'plats', name: 'Plats', items: 'oops' }).items).toEqual([]);
    expect(CategorySchema.parse({ id: 'plats', name: 'Plats' }).items).toEqual([]);
    expect(
      CategorySchema.parse({ id: 'plats', name: 'Plats', items: [validDish] }).items,
    ).toHaveLength(1);
  });
});

describe('MenuDocumentSchema', () => {
  it('requires a menu name', () => {
    const result = MenuDocumentSchema.safeParse({ name: '  ', categories: [] });
    expect(messages(result)).toEqual(['Veuillez donner un nom à votre menu.']);
  });

  it('strips record metadata', () => {
    const parsed = MenuDocumentSchema.parse({
      id: 'x',
      isActive: true,
      name: 'Midi',
      categories: [],
    });
    expect(parsed).toEqual({ name: 'Midi', categories: [] });
  });

  it('limits categories to 50', () => {
    const categories = Array.from({ length: LIMITS.maxCategories + 1 }, (_, i) => ({
      id: `custom-${i}`,
      name: `Catégorie ${i}`,
      items: [],
    }));
    expect(messages(MenuDocumentSchema.safeParse({ name: 'M', categories }))).toEqual([
      'Un menu ne peut pas contenir plus de 50 catégories.',
    ]);
    expect(
      MenuDocumentSchema.safeParse({ name: 'M', categories: categories.slice(1) }).success,
    ).toBe(true);
  });

  it('limits dishes to 500 in total', () => {
    const items = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ id: dishId(from + i), name: 'Plat', price: '1' }));
    const menu = (extra: number) => ({
      name: 'M',
      categories: [
        { id: 'entrees', name: 'Entrées', items: items(0, 250) },
        { id: 'plats', name: 'Plats', items: items(250, 250 + extra) },
      ],
    });
    expect(MenuDocumentSchema.safeParse(menu(0)).success).toBe(true);
    expect(messages(MenuDocumentSchema.safeParse(menu(1)))).toEqual([
      'Un menu ne peut pas contenir plus de 500 plats.',
    ]);
  });

  it('refuses duplicate category and dish ids', () => {
    const dish = { id: DISH_ID, name: 'Plat', price: '1' };
    const result = MenuDocumentSchema.safeParse({
      name: 'M',
      categories: [
        { id: 'plats', name: 'Plats', items: [dish] },
        { id: 'plats', name: 'Autres plats', items: [dish] },
      ],
    });
    expect(messages(result)).toEqual([
      MENU_MESSAGES.duplicateCategoryId,
      MENU_MESSAGES.duplicateDishId,
    ]);
    expect(result.error?.issues[1]?.path).toEqual(['categories', 1, 'items', 0, 'id']);
  });
});

describe('createEmptyMenu and countItems', () => {
  it('creates "Nouveau Menu" with the four core categories', () => {
    const menu = createEmptyMenu();
    expect(menu.name).toBe('Nouveau Menu');
    expect(menu.categories.map((c) => c.id)).toEqual(['entrees', 'plats', 'desserts', 'boissons']);
    expect(countItems(menu)).toBe(0);
    expect(MenuDocumentSchema.parse(menu)).toEqual(menu);
    expect(createEmptyMenu()).not.toBe(menu);
  });

  it('counts dishes across categories', () => {
    expect(countItems({ categories: [{ items: [1, 2] }, { items: [] }, { items: [3] }] })).toBe(3);
  });
});

describe('validateMenuForSave', () => {
  const dish = { name: 'Tarte', price: '8' };

  it('accepts a complete menu', () => {
    expect(validateMenuForSave(createEmptyMenu())).toBeNull();
    expect(
      validateMenuForSave({ name: 'M', categories: [{ name: 'Desserts', items: [dish] }] }),
    ).toBeNull();
  });

  it('reports missing data', () => {
    expect(validateMenuForSave(null)).toBe('Aucune donnée à sauvegarder');
  });

  it('requires a non-blank menu name first', () => {
    expect(validateMenuForSave({ name: '  ', categories: [{ name: '', items: [] }] })).toBe(
      'Veuillez donner un nom à votre menu.',
    );
  });

  it.each([
    [{ name: ' ', items: [] }],
    [{ name: 'Desserts', items: [{ name: '', price: '8' }] }],
    [{ name: 'Desserts', items: [{ name: 'Tarte', price: '' }] }],
    [{ name: 'Desserts', items: [{ name: 'Tarte', price: null }] }],
    [{ name: 'Desserts', items: [{ name: 'Tarte' }] }],
  ])('requires category names and dish names and prices: %j', (category) => {
    expect(validateMenuForSave({ name: 'M', categories: [category] })).toBe(
      'Tous les champs obligatoires doivent être remplis.',
    );
  });
});
