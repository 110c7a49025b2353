import { describe, expect, it } from 'vitest';
import { ALLERGENS, AllergenSchema, isAllergen } from './allergens';

describe('allergens', () => {
  it('lists the 14 EU allergens in the spec order', () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(ALLERGENS[0]).toBe('Gluten');
    expect(ALLERGENS).toContain('Œufs');
    expect(ALLERGENS).toContain('Fruits à coque');
    expect(ALLERGENS[13]).toBe('Mollusques');
  });

  it('accepts known allergens and rejects others in French', () => {
    expect(AllergenSchema.parse('Sésame')).toBe('Sésame');
    const result = AllergenSchema.safeParse('Chocolat');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Allergène inconnu : Chocolat.');
  });

  it('narrows with isAllergen', () => {
    expect(isAllergen('Lait')).toBe(true);
    expect(isAllergen('lait')).toBe(false);
    expect(isAllergen(3)).toBe(false);
  });
});
