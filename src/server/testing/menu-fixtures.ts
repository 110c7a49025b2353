import { randomUUID } from 'node:crypto';
import type { MenuDocumentInput } from '../../domain/menu/menu-schema';

/** A small valid menu document; `overrides` replace top-level fields. */
export function sampleMenu(overrides: Partial<MenuDocumentInput> = {}): MenuDocumentInput {
  return {
    name: 'Menu du midi',
    categories: [
      {
        id: 'entrees',
        name: 'Entrées',
        items: [
          {
            id: randomUUID(),
            name: 'Velouté de potimarron',
            description: 'Crème fraîche et graines torréfiées',
            price: '8,5',
            allergens: ['Lait'],
          },
        ],
      },
      {
        id: 'plats',
        name: 'Plats principaux',
        items: [
          { id: randomUUID(), name: 'Bœuf bourguignon', price: '19.90', allergens: ['Sulfites'] },
          { id: randomUUID(), name: 'Risotto aux cèpes', price: 17, isActive: false },
        ],
      },
    ],
    ...overrides,
  };
}
