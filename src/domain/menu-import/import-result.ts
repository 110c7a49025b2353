import type { Allergen } from '../menu/allergens';
import type { DishTag } from '../menu/tags';

/**
 * What reading an existing menu gives (issue 25): a draft the owner checks before anything is
 * created. Pure types, shared by the parser (src/domain/menu-import), the import jobs
 * (src/server/imports) and the preview screen.
 */

export type ImportSourceKind = 'text' | 'pdf' | 'photo' | 'csv' | 'xlsx';

export type DraftVariant = { name: string; price: string };

export type DraftDish = {
  id: string;
  name: string;
  description: string;
  /** "12.50"; with variants, their lowest price. Empty when none was read. */
  price: string;
  variants?: DraftVariant[];
  tags?: DishTag[];
  /** Written on the menu itself ("contient : gluten, lait"): kept as the owner's own statement. */
  allergens: Allergen[];
  /**
   * Guessed from the dish's name ("croque-monsieur" → gluten, lait…): shown "à vérifier", never
   * saved unless the owner ticks them (they then move into `allergens`).
   */
  suggestedAllergens?: Allergen[];
  /** The English line of a bilingual menu ("French onion soup"), the menu schema's shape. */
  translations?: { en?: { name?: string; description?: string } };
};

export type DraftCategory = { id: string; name: string; items: DraftDish[] };

export type MenuImportDraft = { name: string; categories: DraftCategory[] };

/** A line of the source that is not part of the draft ("3 lignes non reconnues"). */
export type UnrecognisedLine = { line: number; text: string };

export type ParsedMenu = { draft: MenuImportDraft; unrecognised: UnrecognisedLine[] };

/** Which spreadsheet column holds what (the mapping step); indexes are 0-based. */
export type ColumnMapping = {
  name: number;
  price: number;
  category?: number;
  description?: number;
  allergens?: number;
  /** Whether the first row names the columns (and is skipped); guessed from it when absent. */
  hasHeader?: boolean;
};
