import { describe, expect, it } from 'vitest';
import { MenuDocumentSchema } from '../../menu/menu-schema';
import { applyStoredTranslations, listTranslatableFields } from '../menu-translations';
import { translateVariantName } from './translate';

const DISH_ID = '3f2b8c1e-9a4d-4e6b-8f1a-2c3d4e5f6a7b';
const variantId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const wine = {
  id: DISH_ID,
  name: 'Côtes-du-Rhône',
  variants: [
    { id: variantId(2), name: 'Bouteille 75 cl', price: '32' },
    { id: variantId(1), name: 'Verre 12 cl', price: '6' },
  ],
};

describe('variant names in other languages', () => {
  const menu = MenuDocumentSchema.parse({
    name: 'Carte',
    categories: [{ id: 'boissons', name: 'Boissons', items: [wine] }],
  });

  it('are translatable fields of the issue-13 pipeline', () => {
    const keys = listTranslatableFields(menu).map((field) => field.key);
    expect(keys).toContain(`item:${DISH_ID}:variant:${variantId(1)}`);
    expect(listTranslatableFields(menu).find((f) => f.key.endsWith(variantId(2)))?.source).toBe(
      'Bouteille 75 cl',
    );
  });

  it('show the stored translation, else the dictionary, else French', () => {
    const stored = new Map([
      [
        `item:${DISH_ID}:variant:${variantId(2)}`,
        { text: 'Flasche 75 cl', origin: 'owner' as const, isStale: false },
      ],
    ]);
    const translated = applyStoredTranslations(menu, 'en', stored).document;
    const [bottleEn, glassEn] = translated.categories[0]?.items[0]?.variants ?? [];
    expect(bottleEn && translateVariantName(bottleEn, 'en')).toEqual({
      text: 'Flasche 75 cl',
      lang: 'en',
    });
    expect(glassEn && translateVariantName(glassEn, 'en')).toEqual({
      text: 'Glass 12 cl',
      lang: 'en',
    });
    const owners = { name: 'Verre 12 cl', translations: { en: { name: 'Small glass' } } };
    expect(translateVariantName(owners, 'en')).toEqual({ text: 'Small glass', lang: 'en' });
    expect(translateVariantName({ name: 'Pinte' }, 'zh')).toEqual({ text: '品脱', lang: 'zh' });
    expect(translateVariantName({ name: 'Magnum' }, 'it')).toEqual({
      text: 'Magnum',
      lang: 'fr',
    });
    expect(translateVariantName({ name: 'Verre 12 cl' }, 'fr')).toEqual({
      text: 'Verre 12 cl',
      lang: 'fr',
    });
  });
});
