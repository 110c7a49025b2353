import { z } from 'zod';
import { TableNameSchema } from '../tables/tables';
import { ORDER_INPUT_MESSAGES } from './order-messages';
import { ORDER_LIMITS } from './order-rules';
import { OrderLineInputSchema } from './order-schema';
import { STAFF_ORDER_INPUT_MESSAGES } from './staff-order-messages';
import { REFUSAL_REASONS, STAFF_ORDER_LIMITS } from './staff-order-rules';

/**
 * Issue 24 §3's requests: an order taken by staff, a pending order's lines changed, an order
 * to validate refused; and the menu the board's "Prendre une commande" shows. Lines are the
 * diners' own shape (OrderLineInputSchema): the server prices them the same way.
 */
const StaffLinesSchema = z
  .array(OrderLineInputSchema)
  .min(1, STAFF_ORDER_INPUT_MESSAGES.noLines)
  .max(ORDER_LIMITS.maxLines, ORDER_INPUT_MESSAGES.tooManyLines);

/** `POST /api/v1/orders`: an order taken by staff for a table (null: take-away, no table). */
export const StaffOrderSchema = z.object({
  /** A table of the restaurant joins its open tab; another name is kept as written. */
  table: TableNameSchema.nullable(),
  lines: StaffLinesSchema,
  note: z
    .string()
    .trim()
    .max(STAFF_ORDER_LIMITS.noteMaxLength, STAFF_ORDER_INPUT_MESSAGES.noteTooLong)
    .optional()
    .transform((note) => note || undefined),
  /** Made once per "Envoyer" by the board: a double tap or a retry gets the same order. */
  clientRequestId: z.uuid(ORDER_INPUT_MESSAGES.requestId).optional(),
});
export type StaffOrder = z.infer<typeof StaffOrderSchema>;
/** What the board sends (a line's note may be absent). */
export type StaffOrderInput = z.input<typeof StaffOrderSchema>;
export type StaffLineInput = z.input<typeof OrderLineInputSchema>;

/** `PUT /api/v1/orders/{id}/lines`: the order's whole new list of lines, and why. */
export const ChangeOrderLinesSchema = z.object({
  lines: StaffLinesSchema,
  reason: z
    .string(STAFF_ORDER_INPUT_MESSAGES.reasonRequired)
    .trim()
    .min(1, STAFF_ORDER_INPUT_MESSAGES.reasonRequired)
    .max(STAFF_ORDER_LIMITS.reasonMaxLength, STAFF_ORDER_INPUT_MESSAGES.reasonTooLong),
});
export type ChangeOrderLines = z.infer<typeof ChangeOrderLinesSchema>;
export type ChangeOrderLinesInput = z.input<typeof ChangeOrderLinesSchema>;

export const RefusalReasonSchema = z.enum(
  REFUSAL_REASONS,
  STAFF_ORDER_INPUT_MESSAGES.refusalReason,
);

/** `POST /api/v1/orders/{id}/refuse`. */
export const RefuseOrderSchema = z.object({ reason: RefusalReasonSchema });

const PadVariantSchema = z.object({ id: z.string(), name: z.string(), priceCents: z.number() });

/**
 * `GET /api/v1/orders/menu`: the menu served now as staff take an order from it, its active
 * dishes only, priced as a diner pays them now (promotions in force), "Épuisé" ones marked;
 * and the restaurant's tables.
 */
export const OrderPadSchema = z.object({
  menuId: z.string(),
  menuName: z.string(),
  tables: z.array(z.string()),
  categories: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      dishes: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          /** Without variants: its price; with: the lowest of its variants'. */
          priceCents: z.number(),
          variants: z.array(PadVariantSchema),
          isSoldOut: z.boolean(),
        }),
      ),
    }),
  ),
});
export type OrderPad = z.infer<typeof OrderPadSchema>;
export type OrderPadDish = OrderPad['categories'][number]['dishes'][number];
