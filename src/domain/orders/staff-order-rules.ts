/**
 * Orders taken and corrected by staff, and "Validation par le personnel" (issue 24 §3), without
 * zod: the schemas (staff-order-schema.ts) and the diner's pill script both read them. French
 * copy is in staff-order-messages.ts; the diner's languages in i18n/diner/cart-strings.ts.
 */

/**
 * What an order event is: a status change ('status', every event before kinds existed), the
 * lines changed by staff ('lines'), an order to validate accepted or refused.
 */
export const ORDER_EVENT_KINDS = ['status', 'lines', 'accepted', 'refused'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** The short list staff refuse an order with; the diner reads it in their language. */
export const REFUSAL_REASONS = [
  'sold_out',
  'kitchen_closed',
  'not_recognized',
  'too_busy',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export const isRefusalReason = (value: unknown): value is RefusalReason =>
  (REFUSAL_REASONS as readonly unknown[]).includes(value);

export const STAFF_ORDER_LIMITS = {
  /** A line change's reason, as staff type it. */
  reasonMaxLength: 200,
  /** The order's own note ("allergie aux noix pour toute la table"). */
  noteMaxLength: 200,
} as const;

/** The order's lines as a change compares them: a dish, its variant. */
export const lineKey = (line: { dishId: string; variantId?: string | undefined }) =>
  `${line.dishId}|${line.variantId ?? ''}`;
