import { z } from 'zod';
import { DEFAULT_VAT_RATE_BP } from '../menu/vat';
import { TableTokenSchema } from '../tables/tables';
import { ORDER_INPUT_MESSAGES } from './order-messages';
import { ORDER_LIMITS, ORDER_STATUSES } from './order-rules';
import { STAFF_ORDER_INPUT_MESSAGES } from './staff-order-messages';
import { REFUSAL_REASONS } from './staff-order-rules';

/**
 * Orders placed by diners from a Premium menu (spec part 2 §3 "Order", §4 "Order status"):
 * request and response schemas, built on order-rules.ts. Prices never come from the browser:
 * the server recomputes every line from the stored menu.
 */
export const OrderStatusSchema = z.enum(ORDER_STATUSES);

export const OrderLineInputSchema = z.object({
  dishId: z.string().min(1).max(ORDER_LIMITS.idMaxLength),
  /** Required when the dish has variants ("Verre 12 cl"), refused otherwise. */
  variantId: z.uuid(ORDER_INPUT_MESSAGES.variantId).optional(),
  quantity: z
    .number()
    .int(ORDER_INPUT_MESSAGES.quantity)
    .min(ORDER_LIMITS.minQuantity, ORDER_INPUT_MESSAGES.quantity)
    .max(ORDER_LIMITS.maxQuantity, ORDER_INPUT_MESSAGES.quantity),
  note: z
    .string()
    .trim()
    .max(ORDER_LIMITS.noteMaxLength, ORDER_INPUT_MESSAGES.noteTooLong)
    .optional()
    .transform((note) => note || undefined),
});
export type OrderLineInput = z.infer<typeof OrderLineInputSchema>;

/** `POST /api/v1/public/orders`: what a diner's phone sends (no price, no name). */
export const PlaceOrderSchema = z.object({
  menuId: z.string().min(1).max(ORDER_LIMITS.idMaxLength),
  /**
   * The code of the diner's table, from its QR code (`?t=`): the server knows which table it
   * is. Absent: an order without a table, taken only when the owner allows take-away. (A
   * `table` name sent by older pages is ignored: a phone does not say where it is.)
   */
  tableToken: TableTokenSchema.optional(),
  /** Made once per cart send by the browser: a retry or a double tap reuses it. */
  clientRequestId: z.uuid(ORDER_INPUT_MESSAGES.requestId),
  /** The diner's language, for the names snapshot; the kitchen always reads French. */
  language: z.enum(['fr', 'en', 'es', 'zh', 'it']).default('fr'),
  lines: z
    .array(OrderLineInputSchema)
    .min(1, ORDER_INPUT_MESSAGES.noLines)
    .max(ORDER_LIMITS.maxLines, ORDER_INPUT_MESSAGES.tooManyLines),
  /**
   * The total the diner's cart showed (cents). Prices are the server's; when they differ (a
   * promotion ended between the page and the tap) the order is refused, never charged unseen.
   */
  expectedTotalCents: z.number().int().min(0).optional(),
});
export type PlaceOrder = z.infer<typeof PlaceOrderSchema>;

export const OrderLineSchema = z.object({
  dishId: z.string(),
  variantId: z.string().optional(),
  /** The French name at the time of the order ("Vin — Verre 12 cl"): what the kitchen reads. */
  name: z.string(),
  /** The name the diner saw, in their language. */
  dinerName: z.string(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  note: z.string().optional(),
  /**
   * The VAT rate (basis points) the dish had when it was ordered: receipts read it, never the
   * menu as it is now. Orders placed before rates existed were all served at 10 %.
   */
  vatRateBp: z.number().int().default(DEFAULT_VAT_RATE_BP),
});
export type OrderLine = z.output<typeof OrderLineSchema>;
/** An order line as stored (JSON): `vatRateBp` is absent from orders placed before it existed. */
export type StoredOrderLine = z.input<typeof OrderLineSchema>;

/** Lines read from the database, brought up to date (an older line gets the 10 % rate). */
export function readStoredOrderLines(stored: unknown): OrderLine[] {
  const lines = Array.isArray(stored) ? (stored as StoredOrderLine[]) : [];
  return lines.map((line) => ({ ...line, vatRateBp: line.vatRateBp ?? DEFAULT_VAT_RATE_BP }));
}

export const OrderSchema = z.object({
  id: z.string(),
  /** Short human number, per owner and day (Europe/Paris): "n° 12". */
  number: z.number().int().positive(),
  status: OrderStatusSchema,
  menuId: z.string(),
  menuVersion: z.number().int(),
  /** The table its token stood for; null: takeaway or no table ("À emporter / sans table"). */
  table: z.string().nullable(),
  language: z.string(),
  lines: z.array(OrderLineSchema),
  totalCents: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * "À la commande" (issue 23 §2): present and true while the order waits for its payment;
   * the kitchen sees it once Stripe says its lines are paid.
   */
  awaitingPayment: z.literal(true).optional(),
  /**
   * "Validation par le personnel" (issue 24 §3): present and true while a diner's order waits
   * in "À valider" (its status is `pending`); staff accept or refuse it.
   */
  awaitingValidation: z.literal(true).optional(),
  /** A refused order (status `cancelled`): the reason staff chose, which the diner reads. */
  refusalReason: z.enum(REFUSAL_REASONS).optional(),
  /** Who took it when staff did ("Prise par Karim"); null for a diner's order. */
  takenByName: z.string().nullable(),
  /** The order's own note (staff orders); null when none. */
  note: z.string().nullable(),
  /**
   * The last thing staff did to it, for the board ("Marqué prêt par Karim, 20:41", issue 24 §1):
   * `what` is the new status, or `lines` / `accepted` / `refused`. Owner reads only.
   */
  lastAction: z
    .object({ what: z.string(), byName: z.string(), at: z.string() })
    .nullable()
    .optional(),
});

/** `GET /orders`: the owner's orders (the board). */
export const OrderListSchema = z.array(OrderSchema);
export type Order = z.infer<typeof OrderSchema>;

/** `POST /api/v1/public/orders`'s answer: the order and the secret that lets its diner follow it. */
export const PlacedOrderSchema = OrderSchema.extend({ statusToken: z.string() });
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

/** `GET /api/v1/public/orders/{id}?token=`: the diner's proof of access to their order. */
export const OrderTokenQuerySchema = z.object({ token: z.string().max(200).optional() });

/**
 * The order streams' query: the diner's token, and `lastEventId` where a reload starts again
 * (EventSource sends Last-Event-ID itself only on a reconnect).
 */
export const OrderStreamQuerySchema = OrderTokenQuerySchema.extend({
  lastEventId: z.string().max(20).optional(),
});

/** `GET /api/v1/orders?status=pending,preparing`: `?status=` or `?status=,` means no filter. */
export const OrderStatusQuerySchema = z.object({
  status: z
    .string()
    .optional()
    // `?status=` or `?status=,` names no status: no filter (never an empty `IN ()`).
    .transform((value) => {
      const statuses = value?.split(',').filter(Boolean);
      return statuses?.length ? statuses : undefined;
    })
    .pipe(z.array(OrderStatusSchema).optional()),
});

/** `POST /api/v1/orders/{id}/status`. */
export const ChangeOrderStatusSchema = z.object({ status: OrderStatusSchema });

/** `GET /api/v1/orders/counts`: how many orders in each status. */
export const OrderCountsSchema = z.record(OrderStatusSchema, z.number().int());
export type OrderCounts = z.infer<typeof OrderCountsSchema>;

/**
 * `GET|PUT /api/v1/ordering`: "Commandes ouvertes", "Commandes à emporter / sans table" and
 * "Validation par le personnel".
 */
export const OrderingSchema = z.object({
  open: z.boolean(),
  takeAway: z.boolean(),
  staffValidation: z.boolean(),
});
export type Ordering = z.infer<typeof OrderingSchema>;

/** `PUT /api/v1/ordering`: any of the switches; an absent one is kept. */
export const OrderingChangesSchema = z
  .object({
    open: z.boolean().optional(),
    takeAway: z.boolean().optional(),
    staffValidation: z.boolean().optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: STAFF_ORDER_INPUT_MESSAGES.changesRequired,
  });
