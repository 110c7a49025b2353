import { z } from 'zod';
import { PlanSchema } from '../plans/plans-schema';
import { SUBSCRIPTION_STATUSES } from './subscription';

// The billing API's schemas, apart from subscription.ts: the dashboard reads the billing rules
// and messages without loading zod (`npm run bench:web`).
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

/** How this server takes payments: Stripe, the local billing mode, or not at all. */
export const CheckoutModeSchema = z.enum(['stripe', 'local', 'unavailable']);
export type CheckoutMode = z.infer<typeof CheckoutModeSchema>;

/** `GET /api/v1/billing/subscription`, read from our database (never from the browser). */
export const SubscriptionSummarySchema = z.object({
  /** A subscription grants Premium now. */
  subscribed: z.boolean(),
  /** The owner's plan (an operator may also grant Premium without a subscription). */
  tier: PlanSchema,
  status: SubscriptionStatusSchema.nullable(),
  /** End of the paid period (ISO): the next payment, or the end when cancelling. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** While `past_due`: when Premium stops unless the card is updated (ISO). */
  graceEndsAt: z.string().nullable(),
  checkout: CheckoutModeSchema,
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummarySchema>;

export const CheckoutRequestSchema = z
  .object({ productType: z.literal('premium').default('premium') })
  .nullish();

/** `POST /api/v1/billing/checkout` and `/portal`: the page to open. */
export const BillingUrlSchema = z.object({ url: z.string() });

/** The webhook's answer to Stripe: received, and whether this event id was already handled. */
export const WebhookAckSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type BillingUrl = z.output<typeof BillingUrlSchema>;
