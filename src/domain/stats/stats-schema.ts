import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';

/**
 * Issue 26, what diners look at: the counts' contract, shared by the server (src/server/stats),
 * the diner page's beacon (src/diner) and the owner app's "Statistiques" screen.
 * Counts only: no visitor is identified, not even pseudonymously (docs/audience.md).
 */

/** What the diner page reports with `navigator.sendBeacon` (`POST /api/v1/public/events`). */
export const DINER_EVENT_TYPES = [
  'dish_opened',
  'filter_used',
  'language_switched',
  'cart_added',
] as const;
export type DinerEventType = (typeof DINER_EVENT_TYPES)[number];

/** The most events one beacon carries (the page batches them; more are dropped client-side). */
export const MAX_EVENTS_PER_BEACON = 50;

export const DinerEventSchema = z.object({
  type: z.enum(DINER_EVENT_TYPES),
  /** dish_opened, cart_added: the dish. */
  dishId: z.string().min(1).max(100).optional(),
  /** language_switched: the language switched to. */
  lang: z.enum(LANGUAGES).optional(),
});
export type DinerEvent = z.infer<typeof DinerEventSchema>;

/** The beacon's body: the menu the page shows, and what happened on it. */
export const DinerEventsSchema = z.object({
  menuId: z.string().min(1).max(100),
  events: z.array(DinerEventSchema).min(1).max(MAX_EVENTS_PER_BEACON),
});
export type DinerEvents = z.infer<typeof DinerEventsSchema>;

const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date attendue au format AAAA-MM-JJ.');

/** `GET /api/v1/stats?from=YYYY-MM-DD&to=YYYY-MM-DD&menuId=…` (`&format=csv`). */
export const StatsQuerySchema = z.object({
  from: IsoDay,
  to: IsoDay,
  menuId: z.string().min(1).max(100).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type StatsQuery = z.infer<typeof StatsQuerySchema>;

/** The answer (issue 26 Contract). Days are Europe/Paris days; money in integer cents. */
export const StatsSchema = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      views: z.number().int(),
      scans: z.number().int(),
      orders: z.number().int(),
      revenueCents: z.number().int(),
      /** Paid at the table through Ardoise that day (tips excluded), as Stripe confirmed it. */
      paidCents: z.number().int(),
    }),
  ),
  /** Views per hour of the day (0–23, Paris time) over the period. */
  hours: z.array(z.object({ hour: z.number().int(), views: z.number().int() })),
  tables: z.array(
    z.object({ table: z.string(), scans: z.number().int(), orders: z.number().int() }),
  ),
  /** Views per language over the period. */
  languages: z.record(z.enum(LANGUAGES), z.number().int()),
  dishes: z.array(
    z.object({
      dishId: z.string(),
      name: z.string(),
      views: z.number().int(),
      orders: z.number().int(),
    }),
  ),
  /** Views per menu over the period (the dashboard's "312 vues cette semaine"). */
  menus: z.array(z.object({ menuId: z.string(), views: z.number().int() })),
});
export type Stats = z.infer<typeof StatsSchema>;
