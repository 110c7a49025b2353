import { z } from 'zod';

/** The 14 allergens of EU regulation 1169/2011, in the spec's order and wording. */
export const ALLERGENS = [
  'Gluten',
  'Crustacés',
  'Œufs',
  'Poissons',
  'Arachides',
  'Soja',
  'Lait',
  'Fruits à coque',
  'Céleri',
  'Moutarde',
  'Sésame',
  'Sulfites',
  'Lupin',
  'Mollusques',
] as const;

export type Allergen = (typeof ALLERGENS)[number];

export const AllergenSchema = z.enum(ALLERGENS, {
  error: (issue) => `Allergène inconnu : ${String(issue.input)}.`,
});

export function isAllergen(value: unknown): value is Allergen {
  return AllergenSchema.safeParse(value).success;
}
