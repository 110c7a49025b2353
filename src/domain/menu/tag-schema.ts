import { z } from 'zod';
import { DISH_TAGS } from './tags';

// The dish tags' schemas and messages; the tags themselves (names, icons, diets) are pure data
// in tags.ts, which the owner app's editor rows and the diner pages import without zod.

export const TAG_MESSAGES = {
  invalid: 'La liste des mentions est invalide.',
  unknown: (value: unknown) => `Mention inconnue : ${String(value)}.`,
  duplicate: "Chaque mention ne doit être indiquée qu'une seule fois.",
} as const;

export const DishTagSchema = z.enum(DISH_TAGS, {
  error: (issue) => TAG_MESSAGES.unknown(issue.input),
});

/** Stored in the list's order, whatever order they were sent in. */
export const DishTagsSchema = z
  .array(DishTagSchema, { error: TAG_MESSAGES.invalid })
  .refine((list) => new Set(list).size === list.length, { error: TAG_MESSAGES.duplicate })
  .transform((list) => DISH_TAGS.filter((tag) => list.includes(tag)));
