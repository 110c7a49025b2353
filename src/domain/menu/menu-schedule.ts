import { z } from 'zod';
import { type WeeklySlot, WeeklySlotSchema } from '../time/weekly-slots';
import { MAX_SCHEDULE_SLOTS } from './schedule-text';

/**
 * A menu's schedule (issue 15 §7, docs/menu-schedules.md): the weekly slots, Europe/Paris wall
 * clock, in which it serves itself on the QR code (Premium). Empty: no schedule.
 */

export { MAX_SCHEDULE_SLOTS };

export const SCHEDULE_MESSAGES = {
  tooManySlots: `Un menu ne peut pas avoir plus de ${MAX_SCHEDULE_SLOTS} plages horaires.`,
  scheduledMenuActivation:
    'Ce menu suit ses horaires : retirez ses horaires pour l’activer en permanence.',
} as const;

/** `PUT /api/v1/menus/{id}/schedule` body. */
export const MenuScheduleBodySchema = z.object({
  slots: z
    .array(WeeklySlotSchema)
    .max(MAX_SCHEDULE_SLOTS, { error: SCHEDULE_MESSAGES.tooManySlots }),
});
export type MenuScheduleBody = z.infer<typeof MenuScheduleBodySchema>;

/** A slot as the API answers it (already validated: no transform, for the OpenAPI document). */
export const WeeklySlotViewSchema = z.object({
  days: z.array(z.number().int().min(1).max(7)),
  start: z.string(),
  end: z.string(),
});

/** `GET|PUT /api/v1/menus/{id}/schedule`. */
export const MenuScheduleSchema = z.object({
  menuId: z.string(),
  slots: z.array(WeeklySlotViewSchema),
});
export type MenuSchedule = z.output<typeof MenuScheduleSchema>;

/** `GET /api/v1/menus/served`: what the QR code serves now, until when, then which menu. */
export const ServedMenuSchema = z.object({
  menuId: z.string().nullable(),
  until: z.string().nullable(),
  nextMenuId: z.string().nullable(),
  appliesSchedules: z.boolean(),
});
export type ServedMenu = z.output<typeof ServedMenuSchema>;

const StoredScheduleSchema = z.array(WeeklySlotSchema).catch([]);

/** The `menu.schedule` column, parsed; null or unreadable: no schedule. */
export function readStoredSchedule(value: unknown): WeeklySlot[] {
  if (value === null || value === undefined) return [];
  const parsed = typeof value === 'string' ? safeJson(value) : value;
  return StoredScheduleSchema.parse(parsed);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return [];
  }
}

/** What the column stores: null for no schedule. */
export const storedSchedule = (slots: readonly WeeklySlot[]): string | null =>
  slots.length === 0 ? null : JSON.stringify(slots);
