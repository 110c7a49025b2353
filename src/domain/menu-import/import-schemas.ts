import { z } from 'zod';
import { AllergenSchema } from '../menu/allergens';
import { LIMITS } from '../menu/limits';
import { DishTagSchema } from '../menu/tag-schema';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from './import-rules';

/**
 * The import API's request and response shapes (issue 25, Contract), shared by the server and
 * the "Importer une carte" screen. The draft is loose on purpose (a price may be empty, a name
 * too long): it is what was read, the owner fixes it in the preview; `POST …/create` judges
 * the result with the menu schema.
 */

export { IMPORT_LIMITS, IMPORT_MESSAGES, MENU_LIMIT_REASON } from './import-rules';

export const ImportStatusSchema = z.enum(['queued', 'reading', 'ready', 'failed']);
export type ImportStatus = z.infer<typeof ImportStatusSchema>;

export const ImportSourceKindSchema = z.enum(['text', 'pdf', 'photo', 'csv', 'xlsx']);

/**
 * Which reader made the draft (issue 42): the model (`ai`), the server's OCR, a PDF's text
 * layer, the pasted text, or a spreadsheet's columns.
 */
export const ImportReadBySchema = z.enum(['ai', 'ocr', 'pdf-text', 'text', 'spreadsheet']);
export type ImportReadBy = z.infer<typeof ImportReadBySchema>;

const text = (max: number) => z.string().max(max);

export const DraftVariantSchema = z.object({ name: text(200), price: text(40) });

export const DraftDishSchema = z.object({
  id: z.string().max(100),
  name: text(500),
  description: text(LIMITS.descriptionMaxLength * 2),
  price: text(40),
  variants: z.array(DraftVariantSchema).max(20).optional(),
  tags: z.array(DishTagSchema).optional(),
  allergens: z.array(AllergenSchema),
  suggestedAllergens: z.array(AllergenSchema).optional(),
  /** The English line of a bilingual menu, kept into the menu's translations. */
  translations: z
    .object({
      en: z.object({ name: text(500).optional(), description: text(2000).optional() }).optional(),
    })
    .optional(),
});

export const DraftCategorySchema = z.object({
  id: z.string().max(100),
  name: text(500),
  items: z.array(DraftDishSchema).max(LIMITS.maxDishes),
});

export const MenuImportDraftSchema = z.object({
  name: text(500),
  categories: z.array(DraftCategorySchema).max(LIMITS.maxCategories * 2),
});

export const ColumnMappingSchema = z.object({
  name: z.number().int().min(0),
  price: z.number().int().min(0),
  category: z.number().int().min(0).optional(),
  description: z.number().int().min(0).optional(),
  allergens: z.number().int().min(0).optional(),
  /** The first row names the columns (and is skipped); guessed from it when absent. */
  hasHeader: z.boolean().optional(),
});

export const ImportTextBodySchema = z.object({
  text: z
    .string({ error: IMPORT_MESSAGES.textRequired })
    .max(IMPORT_LIMITS.maxTextLength, { error: IMPORT_MESSAGES.textTooLong })
    .refine((value) => value.trim() !== '', { error: IMPORT_MESSAGES.textRequired }),
});

export const ImportCreatedSchema = z.object({ id: z.uuid(), status: ImportStatusSchema });
export type ImportCreated = z.infer<typeof ImportCreatedSchema>;

export const ImportJobSchema = z.object({
  id: z.uuid(),
  status: ImportStatusSchema,
  /** 0 → 100 while reading. */
  progress: z.number().int().min(0).max(100),
  /** Queued jobs: the place in this server's queue (1: read next), shown "En attente (2e)". */
  queuePosition: z.number().int().min(1).optional(),
  draft: MenuImportDraftSchema.nullable(),
  unrecognised: z.array(z.object({ line: z.number().int(), text: z.string() })),
  source: z.object({
    kind: ImportSourceKindSchema,
    pages: z.number().int().optional(),
    /** The text that was read (the preview shows it beside the draft). */
    text: z.string().optional(),
    filename: z.string().optional(),
  }),
  /** Who structured the draft: the model (`ai`) or the offline parser. */
  structuredBy: z.enum(['ai', 'parser']).optional(),
  /** Which reader made the draft (issue 42), once read; also on a failed job that was read. */
  readBy: ImportReadBySchema.optional(),
  /**
   * What was read (issue 42): the pasted text, a PDF's text layer, the OCR's or the model's
   * reading; also on a job that failed because nothing was recognised, so the owner can
   * correct it and read it again. Absent for spreadsheets.
   */
  text: z.string().optional(),
  /** Spreadsheets only: the cells, and which column holds what (the mapping step). */
  rows: z.array(z.array(z.string())).optional(),
  mapping: ColumnMappingSchema.optional(),
  /** Failed jobs: why, in French. */
  error: z.string().optional(),
  createdAt: z.string(),
});
export type ImportJob = z.infer<typeof ImportJobSchema>;

export const CreateFromImportSchema = z.object({
  draft: MenuImportDraftSchema,
  /** A free owner's one menu, whose content the draft replaces (after the 409 MENU_LIMIT). */
  replaceMenuId: z.uuid().optional(),
});
export type CreateFromImport = z.infer<typeof CreateFromImportSchema>;
