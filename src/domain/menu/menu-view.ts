import { z } from 'zod';
import { WeeklySlotViewSchema } from './menu-schedule';
import type { MenuDocument } from './menu-schema';

/**
 * What the owner API answers for a menu (GET /api/v1/menus and friends). Shared by the server
 * (response schemas) and the owner app (types).
 */
export const MenuViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  itemsCount: z.number().int(),
  isActive: z.boolean(),
  /** Weekly slots it serves itself in on Premium (docs/menu-schedules.md); empty: none. */
  schedule: z.array(WeeklySlotViewSchema),
  /** False for a free owner's menus other than the oldest (after a downgrade). */
  isEditable: z.boolean(),
  /** Send it back in If-Match when saving. */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MenuView = z.infer<typeof MenuViewSchema>;

/** `GET /api/v1/menus`, and what activating or deactivating a menu answers. */
export const MenuListSchema = z.array(MenuViewSchema);

/**
 * One menu with its document (`GET|PUT /api/v1/menus/{id}`). The document is validated when it
 * comes in, not again on the way out: the schema leaves it `unknown`, the type names it.
 */
export const MenuDetailSchema = MenuViewSchema.extend({ document: z.unknown() });
export type MenuDetail = Omit<z.output<typeof MenuDetailSchema>, 'document'> & {
  document: MenuDocument;
};
