import { CakeSlice, CupSoda, Salad, Tag, UtensilsCrossed, Wine } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { categoryIcon } from './category-icons';

describe('category icons', () => {
  it('match a category by its name in French, English, Spanish and Chinese', () => {
    expect(categoryIcon({ id: 'custom-1', name: 'Entrées' })).toBe(Salad);
    expect(categoryIcon({ id: 'custom-2', name: 'Drinks' })).toBe(CupSoda);
    expect(categoryIcon({ id: 'custom-3', name: 'Postres' })).toBe(CakeSlice);
    expect(categoryIcon({ id: 'custom-4', name: '葡萄酒' })).toBe(Wine);
    expect(categoryIcon({ id: 'plats', name: 'Nos grillades' })).toBe(UtensilsCrossed);
  });

  it('give other categories a neutral tag', () => {
    expect(categoryIcon({ id: 'custom-5', name: 'Pizzas' })).toBe(Tag);
  });
});
