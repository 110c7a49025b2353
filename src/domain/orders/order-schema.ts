import { z } from 'zod';
import { TableTokenSchema } from '../tables/tables';

/**
 * Orders placed by diners from a Premium menu (spec part 2 §3 "Order", §4 "Order status").
 * Prices never come from the browser: the server recomputes every line from the stored menu.
 */
export const ORDER_STATUSES = ['pending', 'preparing', 'ready', 'completed', 'cancelled'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** The board's tabs, in order (cancelled orders are not in a tab). */
export const ORDER_TABS = ['pending', 'preparing', 'ready', 'completed'] as const;

export const ORDER_LIMITS = {
  maxLines: 50,
  minQuantity: 1,
  maxQuantity: 20,
  noteMaxLength: 140,
} as const;

export const ORDER_INPUT_MESSAGES = {
  noLines: 'Votre panier est vide.',
  tooManyLines: `Une commande compte au plus ${ORDER_LIMITS.maxLines} lignes.`,
  quantity: `La quantité doit être comprise entre ${ORDER_LIMITS.minQuantity} et ${ORDER_LIMITS.maxQuantity}.`,
  noteTooLong: `Une remarque compte au plus ${ORDER_LIMITS.noteMaxLength} caractères.`,
  requestId: 'Identifiant de requête invalide.',
  variantId: 'Identifiant de variante invalide.',
  variantRequired: (dish: string) =>
    `Choisissez une variante pour « ${dish} » (par exemple verre ou bouteille).`,
} as const;

export const OrderLineInputSchema = z.object({
  dishId: z.string().min(1).max(100),
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
  menuId: z.string().min(1).max(100),
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
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

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
});
export type Order = z.infer<typeof OrderSchema>;

/** How an order without a table is shown everywhere (never "N/A"). */
export const NO_TABLE_LABEL = 'À emporter / sans table';

export function totalCentsOf(lines: readonly Pick<OrderLine, 'unitPriceCents' | 'quantity'>[]) {
  return lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}

/** `PUT /api/v1/ordering`: either switch, or both; an absent one is kept. */
export const OrderingChangesSchema = z
  .object({ open: z.boolean().optional(), takeAway: z.boolean().optional() })
  .refine((changes) => changes.open !== undefined || changes.takeAway !== undefined, {
    message: 'Indiquez « open » ou « takeAway ».',
  });
