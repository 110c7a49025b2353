import { z } from 'zod';
import { AllergenSchema } from '../../../domain/menu/allergens';
import { LIMITS, MENU_MESSAGES } from '../../../domain/menu/menu-schema';
import { parsePrice } from '../../../domain/menu/price';

/** The dish panel's fields; the price stays as typed (sanitised) until it is saved. */
export const DishFormSchema = z.object({
  categoryId: z.string().min(1),
  name: z
    .string()
    .trim()
    .min(1, MENU_MESSAGES.dishNameRequired)
    .max(LIMITS.nameMaxLength, MENU_MESSAGES.nameTooLong),
  description: z.string().max(LIMITS.descriptionMaxLength, MENU_MESSAGES.descriptionTooLong),
  price: z.string().superRefine((value, context) => {
    const parsed = parsePrice(value);
    if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.message });
  }),
  allergens: z.array(AllergenSchema),
  imageUrl: z.string().nullable(),
  /** 'auto' while the image follows the name (new dish, owner never chose or removed one). */
  imageChoice: z.enum(['auto', 'owner']),
  isActive: z.boolean(),
});

export type DishFormValues = z.input<typeof DishFormSchema>;
