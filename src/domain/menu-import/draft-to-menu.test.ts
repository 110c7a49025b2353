import { describe, expect, it } from 'vitest';
import { MenuDocumentSchema } from '../menu/menu-schema';
import { draftToMenuInput } from './draft-to-menu';
import type { MenuImportDraft } from './import-result';

describe('draftToMenuInput', () => {
  it('keeps what the owner checked, drops guesses and gives ids where needed', () => {
    const categoryId = '5b1c3a4e-8f3d-4a55-9a53-6f6f2f0b6c11';
    const draft: MenuImportDraft = {
      name: 'Carte',
      categories: [
        {
          id: categoryId,
          name: 'Entrées',
          items: [
            {
              id: 'added-in-preview',
              name: 'Soupe à l’oignon',
              description: '',
              price: '8.00',
              allergens: ['Lait', 'Lait'],
              suggestedAllergens: ['Gluten'],
              translations: { en: { name: 'French onion soup' } },
            },
            {
              id: 'wine',
              name: 'Vin',
              description: '',
              price: '5.00',
              variants: [
                { name: 'Verre', price: '5.00' },
                { name: 'Bouteille', price: '26.00' },
              ],
              allergens: [],
            },
          ],
        },
      ],
    };
    const result = MenuDocumentSchema.safeParse(draftToMenuInput(draft));
    expect(result.error?.issues).toBeUndefined();
    const [category] = result.data?.categories ?? [];
    expect(category?.id).toBe(categoryId);
    const [soup, wine] = category?.items ?? [];
    expect(soup?.id).not.toBe('added-in-preview');
    expect(soup).toMatchObject({
      allergens: ['Lait'],
      translations: { en: { name: 'French onion soup' } },
    });
    expect(soup).not.toHaveProperty('suggestedAllergens');
    expect(wine?.variants?.map((variant) => variant.name)).toEqual(['Verre', 'Bouteille']);
  });
});
