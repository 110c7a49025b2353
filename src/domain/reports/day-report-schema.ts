import { z } from 'zod';
import { PaymentMethodSchema } from '../journal/journal-schema';
import { REPORT_MESSAGES } from './day-report-messages';
import { daysInRange, parseLocalDate, REPORT_LIMITS } from './day-report-rules';

/**
 * `GET /api/v1/reports/day?date=YYYY-MM-DD[&to=YYYY-MM-DD][&format=csv]`: the day's summary
 * ("Service du jour", docs/day-report.md). Money is integer cents, durations whole seconds.
 */

const localDate = (message: string) =>
  z
    .string({ error: message })
    .max(10, { error: message })
    .refine((text) => parseLocalDate(text) !== null, { error: message });

export const DayReportQuerySchema = z
  .object({
    /** The (first) Europe/Paris day. */
    date: localDate(REPORT_MESSAGES.dateInvalid),
    /** The last day of a range, included; absent: the one day `date`. */
    to: localDate(REPORT_MESSAGES.toInvalid).optional(),
    format: z.enum(['json', 'csv'], { error: REPORT_MESSAGES.formatInvalid }).default('json'),
  })
  .superRefine((query, context) => {
    const from = parseLocalDate(query.date);
    const to = query.to === undefined ? from : parseLocalDate(query.to);
    if (!from || !to) return;
    const days = daysInRange(from, to);
    if (days < 1) {
      context.addIssue({ code: 'custom', message: REPORT_MESSAGES.toBeforeDate, path: ['to'] });
    } else if (days > REPORT_LIMITS.maxDays) {
      context.addIssue({ code: 'custom', message: REPORT_MESSAGES.rangeTooLong, path: ['to'] });
    }
  });
export type DayReportQuery = z.infer<typeof DayReportQuerySchema>;

const count = z.number().int().min(0);
const cents = z.number().int();

export const PreparationSchema = z.object({
  /** Orders measured: placed on these days, counted, and marked "Prêt". */
  count,
  /** From "En attente" to "Prêt", in seconds; null when no order was measured. */
  medianSeconds: z.number().int().nullable(),
  p90Seconds: z.number().int().nullable(),
});

export const ServiceFiguresSchema = z.object({
  /** Orders the kitchen received, cancelled ones excepted. */
  orders: count,
  /** Tables served (`tables`) plus orders without a table (`takeAwayOrders`). */
  covers: count,
  tables: count,
  takeAwayOrders: count,
  /** The orders' total (TTC, lines as priced when ordered). */
  revenueCents: cents,
  /** revenueCents / covers, to the cent; null without a cover. */
  averageTicketCents: cents.nullable(),
  preparation: PreparationSchema,
});
export type ServiceFigures = z.infer<typeof ServiceFiguresSchema>;

export const DayReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int().min(1),
  /** Where lunch ends: from the opening hours or the 16:00 default; null when it varies. */
  split: z.object({
    source: z.enum(['opening-hours', 'default']),
    lunchUntil: z.string().nullable(),
  }),
  totals: ServiceFiguresSchema,
  services: z.object({ lunch: ServiceFiguresSchema, dinner: ServiceFiguresSchema }),
  cancellations: z.object({ count, amountCents: cents }),
  /**
   * Whether the payments journal held when the report was made (issue 41 §5): false marks the
   * takings below "non vérifié", with what was found (French).
   */
  journal: z.object({ verified: z.boolean(), problem: z.string().nullable() }).optional(),
  /** What the payments journal recorded (table payments, tables closed "Réglé en caisse"). */
  takings: z.object({
    hasEntries: z.boolean(),
    byMethod: z.array(
      z.object({ method: PaymentMethodSchema, count, amountCents: cents, tipCents: cents }),
    ),
    /** Refunds confirmed by Stripe, as positive amounts (tip apart). */
    refunds: z.object({ count, amountCents: cents, tipCents: cents }),
    /** Takings less refunds, tips apart. */
    netCents: cents,
    tipCents: cents,
  }),
  dishes: z.array(
    z.object({
      dishId: z.string(),
      variantId: z.string().nullable(),
      name: z.string(),
      category: z.string(),
      quantity: count,
      revenueCents: cents,
    }),
  ),
  categories: z.array(z.object({ name: z.string(), quantity: count, revenueCents: cents })),
  /** One row per day of the range, in order. */
  byDay: z.array(
    z.object({
      date: z.string(),
      orders: count,
      covers: count,
      revenueCents: cents,
      takingsCents: cents,
    }),
  ),
});
export type DayReport = z.infer<typeof DayReportSchema>;
