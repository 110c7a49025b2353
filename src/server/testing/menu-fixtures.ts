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

/** Issue 15: a wine by the glass or the bottle, and tagged dishes (one label to escape). */
export function richMenu(): MenuDocumentInput {
  return {
    name: 'Carte du soir',
    categories: [
      {
        id: 'plats',
        name: 'Plats principaux',
        items: [
          {
            id: randomUUID(),
            name: 'Ratatouille',
            price: '14',
            tags: ['vegan', 'fait-maison'],
          },
          { id: randomUUID(), name: 'Omelette aux herbes', price: '11', tags: ['vegetarien'] },
          { id: randomUUID(), name: 'Bœuf bourguignon', price: '19.90', tags: ['epice'] },
        ],
      },
      {
        id: 'vins',
        name: 'Vins',
        items: [
          {
            id: randomUUID(),
            name: 'Côtes-du-Rhône',
            variants: [
              { id: randomUUID(), name: 'Verre 12 cl', price: '6' },
              { id: randomUUID(), name: 'Bouteille 75 cl', price: '32' },
              { id: randomUUID(), name: 'Pichet <50 cl>', price: '18,5' },
            ],
          },
        ],
      },
    ],
  };
}
