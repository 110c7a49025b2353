import { z } from 'zod';
import { ALLERGENS, type Allergen } from './allergens';
import type { MenuDocument } from './menu-schema';

/**
 * "Tableau des allergènes" (issue 25 §5): every active dish of a menu × the 14 allergens of
 * annex II of regulation (EU) 1169/2011, the written information décret n° 2015-447 requires of
 * a restaurant (docs/allergen-table.md). Shared by the PDF, the print page and the data export.
 */
export const ALLERGEN_NOTICE_LIMITS = { maxLength: 600 } as const;

/** The legal sentence printed with the table when the owner has not written their own. */
export const DEFAULT_ALLERGEN_NOTICE =
  'Conformément au décret n° 2015-447 du 17 avril 2015, nous vous informons de la présence, ' +
  'dans nos plats, des 14 allergènes de l’annexe II du règlement (UE) n° 1169/2011. ' +
  'Nos cuisines utilisent ces ingrédients : des traces peuvent subsister. ' +
  'Pour toute question, adressez-vous à notre équipe.';

export const ALLERGEN_TABLE_MESSAGES = {
  noAllergen: 'Aucun des 14 allergènes',
  noDish: 'Ce menu n’a aucun plat actif.',
  legend: 'X : le plat contient cet allergène. Case vide : il ne le contient pas.',
  noticeTooLong: `La mention ne doit pas dépasser ${ALLERGEN_NOTICE_LIMITS.maxLength} caractères.`,
  noticeInvalid: 'La mention est invalide.',
  noticeSaved: 'Mention enregistrée.',
} as const;

export type AllergenTableRow = {
  dishId: string;
  name: string;
  /** Variant names ("Verre · Bouteille"), shown under the dish's name; '' without variants. */
  variants: string;
  allergens: Allergen[];
};

export type AllergenTableSection = { category: string; rows: AllergenTableRow[] };

/** The active dishes, by category (categories without an active dish are left out). */
export function allergenTableSections(document: MenuDocument): AllergenTableSection[] {
  return document.categories.flatMap((category) => {
    const rows = category.items
      .filter((dish) => dish.isActive)
      .map((dish) => ({
        dishId: dish.id,
        name: dish.name,
        variants: (dish.variants ?? []).map((variant) => variant.name).join(' · '),
        // In the annex's order, whatever the order the owner ticked them in.
        allergens: ALLERGENS.filter((allergen) => dish.allergens.includes(allergen)),
      }));
    return rows.length > 0 ? [{ category: category.name, rows }] : [];
  });
}

/** "26 novembre 2026": the date printed on the table (Europe/Paris). */
export function allergenTableDate(at: Date): string {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
    at,
  );
}

/** The owner's sentence: trimmed, at most 600 characters; empty means "back to the default". */
export const AllergenNoticeInputSchema = z.object({
  text: z
    .string({ error: ALLERGEN_TABLE_MESSAGES.noticeInvalid })
    .trim()
    .max(ALLERGEN_NOTICE_LIMITS.maxLength, { error: ALLERGEN_TABLE_MESSAGES.noticeTooLong }),
});

export const AllergenNoticeSchema = z.object({
  text: z.string(),
  isDefault: z.boolean(),
});
export type AllergenNotice = z.infer<typeof AllergenNoticeSchema>;

/** `GET /api/v1/menus/{id}/allergens`: what the print page shows (the PDF draws the same). */
export const AllergenTableSchema = z.object({
  menuId: z.string(),
  menuName: z.string(),
  restaurantName: z.string(),
  date: z.string(),
  notice: z.string(),
  allergens: z.array(z.string()),
  sections: z.array(
    z.object({
      category: z.string(),
      rows: z.array(
        z.object({
          dishId: z.string(),
          name: z.string(),
          variants: z.string(),
          allergens: z.array(z.string()),
        }),
      ),
    }),
  ),
});
export type AllergenTable = z.infer<typeof AllergenTableSchema>;
