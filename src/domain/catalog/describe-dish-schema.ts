import { z } from 'zod';

/** `POST /api/v1/dishes/describe`: the dish panel's "Générer" button. */
export const DescribeDishSchema = z.object({
  name: z
    .string({ error: 'Indiquez d’abord le nom du plat.' })
    .trim()
    .min(1, 'Indiquez d’abord le nom du plat.')
    .max(120, 'Le nom ne doit pas dépasser 120 caractères.'),
});

/** Its answer: an AI model's text (Premium, when configured) or one of our templates. */
export const DishDescriptionSchema = z.object({
  description: z.string(),
  source: z.enum(['ai', 'local']),
});
export type DishDescription = z.output<typeof DishDescriptionSchema>;
