import { z } from 'zod';
import { TableTokenSchema } from '../tables/tables';
import { SPLIT_LIMITS } from './split-rules';
import { CLOSE_METHOD_LABELS } from './tab-messages';

/**
 * The table's tab and the payments made on it (issue 23 §1, §3, §5): request and answer
 * shapes, shared by the server's routes and the owner app. Amounts are integer cents.
 */

const id = z.string().min(1).max(100);
const cents = z.number().int().min(0).max(10_000_000);

export const TabLineSchema = z.object({
  /** `<orderId>.<index>`: a line of one order of the tab. */
  id: z.string(),
  /** Which round (order) it came with, in the order they were placed. */
  round: z.number().int().positive(),
  name: z.string(),
  quantity: z.number().int(),
  amountCents: z.number().int(),
  paidCents: z.number().int(),
  /** Reserved by a payer now in Checkout: not payable by anyone else until it ends. */
  reservedCents: z.number().int(),
});
export type TabLine = z.infer<typeof TabLineSchema>;

/**
 * `GET /api/v1/public/tables/{tableToken}/tab`: the table's open tab, or an empty one (`id`
 * null) — never the previous group's. No personal data: lines and amounts only.
 */
export const DinerTabSchema = z.object({
  id: z.string().nullable(),
  status: z.enum(['open', 'none']),
  table: z.string(),
  lines: z.array(TabLineSchema),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  remainingCents: z.number().int(),
  reservedCents: z.number().int(),
  /** Refunded of the tab's payments by the restaurant (issue 41 §3). */
  refundedCents: z.number().int(),
  /**
   * An equal split in course (issue 41 §1): `parts` people share what remained when the first
   * of them paid, `taken` of them have paid or are in Checkout. The next payer saying the same
   * number joins it; null when none is in course.
   */
  equalRound: z.object({ parts: z.number().int(), taken: z.number().int() }).nullable(),
});
export type DinerTab = z.infer<typeof DinerTabSchema>;

export const TabTokenParamsSchema = z.object({ tableToken: TableTokenSchema });
export const TabIdParamsSchema = z.object({ id });
export const DinerLanguageQuerySchema = z.object({
  lang: z.enum(['fr', 'en', 'es', 'zh', 'it']).default('fr'),
});

const LineShareSchema = z
  .object({
    lineId: z.string().min(1).max(120),
    share: z.number().int().min(1).max(SPLIT_LIMITS.maxParts),
    of: z.number().int().min(1).max(SPLIT_LIMITS.maxParts),
  })
  .refine((line) => line.share <= line.of, {
    message: 'Une part ne peut pas dépasser le nombre de parts.',
  });

export const SplitSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all') }),
    z.object({
      kind: z.literal('equal'),
      parts: z
        .number()
        .int()
        .min(2, 'Partagez entre 2 personnes au moins.')
        .max(SPLIT_LIMITS.maxParts, `Partagez entre ${SPLIT_LIMITS.maxParts} personnes au plus.`),
    }),
    z.object({
      kind: z.literal('lines'),
      lines: z
        .array(LineShareSchema)
        .min(1, 'Choisissez au moins une ligne.')
        .max(SPLIT_LIMITS.maxLines)
        .refine((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, {
          message: 'Une ligne est choisie deux fois.',
        }),
    }),
    z.object({
      kind: z.literal('amount'),
      amountCents: cents.min(1, 'Indiquez un montant.'),
    }),
  ],
  { error: 'Choisissez comment payer : tout, à parts égales, vos lignes ou un montant.' },
);

/** `POST /api/v1/public/tabs/{tabId}/payments`. */
export const CreatePaymentSchema = z.object({
  /** Made once per "Payer" tap: a retry or a double tap reuses the payment it made. */
  clientRequestId: z.uuid('Identifiant de requête invalide.'),
  tableToken: TableTokenSchema,
  split: SplitSchema,
  tipCents: cents.default(0),
  email: z.email('Adresse e-mail invalide.').max(254).optional(),
  language: z.enum(['fr', 'en', 'es', 'zh', 'it']).default('fr'),
});
export type CreatePayment = z.infer<typeof CreatePaymentSchema>;

export const CreatedPaymentSchema = z.object({
  paymentId: z.string(),
  checkoutUrl: z.string(),
  amountCents: z.number().int(),
  tipCents: z.number().int(),
  receiptUrl: z.string(),
});

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'expired', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** `GET /api/v1/public/payments/{id}?token=`: what the diner's phone follows after Checkout. */
export const DinerPaymentSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amountCents: z.number().int(),
  tipCents: z.number().int(),
  receiptUrl: z.string().nullable(),
});
export const PaymentTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** `GET /api/v1/public/payments/{id}/receipt?token=…`: the page, or `&format=pdf`; `&variant=expense` the note de frais. */
export const ReceiptQuerySchema = PaymentTokenQuerySchema.extend({
  format: z.enum(['html', 'pdf']).default('html'),
  variant: z.enum(['detail', 'expense']).default('detail'),
});

export const CLOSE_METHODS = Object.keys(
  CLOSE_METHOD_LABELS,
) as (keyof typeof CLOSE_METHOD_LABELS)[];
/** `POST /api/v1/tabs/{id}/close`: the rest was paid at the till ("Réglé en caisse"). */
export const CloseTabSchema = z.object({
  method: z.enum(CLOSE_METHODS as [string, ...string[]], {
    error: 'Choisissez le moyen de paiement : espèces, carte, titre-restaurant ou autre.',
  }),
});

/** `POST /api/v1/payments/{id}/cancel`: staff cancelled a payment in progress. */
export const CancelledPaymentSchema = z.object({
  id: z.string(),
  status: z.literal('cancelled'),
});

/** `POST /api/v1/payments/{id}/refund`. */
export const RefundSchema = z.object({
  amountCents: cents.min(1, 'Indiquez le montant à rembourser.'),
  reason: z.string().trim().min(1, 'Indiquez la raison du remboursement.').max(200),
});

export const RefundResultSchema = z.object({
  id: z.string(),
  /** `pending`: Stripe has not confirmed yet (the board updates when it does). */
  status: z.enum(['pending', 'succeeded', 'failed']),
  amountCents: z.number().int(),
});
export type RefundResult = z.infer<typeof RefundResultSchema>;

export const OwnerPaymentSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amountCents: z.number().int(),
  tipCents: z.number().int(),
  refundedCents: z.number().int(),
  /** Who made its last refund ("Remboursé par Inès"); null when none or before the team. */
  refundedByName: z.string().nullable(),
  method: z.string().nullable(),
  createdAt: z.string(),
});

/** `GET /api/v1/tabs?status=open|closed`: the owner's tabs, newest first. */
export const OwnerTabSchema = z.object({
  id: z.string(),
  table: z.string(),
  status: z.enum(['open', 'closed']),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  /** How it closed: fully paid through Ardoise, or by staff ("Réglé en caisse"). */
  closedMethod: z.string().nullable(),
  /** Who closed it "Réglé en caisse"; null when the last payment closed it. */
  closedByName: z.string().nullable(),
  /**
   * Received beyond the bill, to give back (a cancelled payment Stripe reported paid after
   * all): a closed tab holding a credit comes back among the open ones.
   */
  creditCents: z.number().int(),
  totalCents: z.number().int(),
  /** Paid online through Ardoise, without tips. */
  paidCents: z.number().int(),
  /** Refunded of the tab's payments (issue 41 §3). */
  refundedCents: z.number().int(),
  /** Settled at the till when staff closed it ("Réglé en caisse", `closedMethod`). */
  settledCents: z.number().int(),
  /** 0 once closed: what payments left was settled at the till. */
  remainingCents: z.number().int(),
  lines: z.array(TabLineSchema),
  payments: z.array(OwnerPaymentSchema),
});
export type OwnerTab = z.infer<typeof OwnerTabSchema>;
export const OwnerTabListSchema = z.object({ tabs: z.array(OwnerTabSchema) });
export const TabStatusQuerySchema = z.object({
  status: z.enum(['open', 'closed']).default('open'),
});
