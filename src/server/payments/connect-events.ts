import { z } from 'zod';
import { isStorableText } from '../../domain/text/storable-text';

/**
 * What the payment flow (tabs, payments, refunds) hears from the Connect endpoint. The webhook
 * checks the signature and the event's shape, answers a redelivery without calling anything,
 * and hands on only ids: a handler fetches the session or the refund from Stripe (events
 * arrive out of order; their copy is never trusted). A handler must be idempotent — the same
 * event delivered twice at the same moment may reach it twice — and throws to have Stripe
 * deliver the event again later.
 */
export type PaymentEventHandlers = {
  /** `checkout.session.completed|expired|async_payment_succeeded|async_payment_failed`. */
  checkoutSessionChanged(input: { accountId: string; sessionId: string }): Promise<void>;
  /** `refund.created|updated|failed`, and each refund of a `charge.refunded` charge. */
  refundChanged(input: {
    accountId: string;
    refundId: string;
    paymentIntentId: string | null;
  }): Promise<void>;
};

export const CHECKOUT_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.expired',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
] as const;
export const REFUND_EVENT_TYPES = [
  'refund.created',
  'refund.updated',
  'refund.failed',
  'charge.refunded',
] as const;
export const ACCOUNT_EVENT_TYPES = ['account.updated', 'account.application.deauthorized'] as const;

/**
 * Every event type the Connect endpoint acts on (docs/table-payments.md lists them for the
 * Stripe Dashboard). Others, correctly signed, are acknowledged and ignored.
 */
export const CONNECT_EVENT_TYPES = [
  ...ACCOUNT_EVENT_TYPES,
  ...CHECKOUT_EVENT_TYPES,
  ...REFUND_EVENT_TYPES,
] as const;

const StoredText = z.string().min(1).max(255).refine(isStorableText);
/** An id, or the object it stands for when expanded. */
const IdOf = z.union([StoredText, z.object({ id: StoredText }).transform((object) => object.id)]);

/**
 * A Connect event: signed is not sound (a `data.object` of null, an id PostgreSQL cannot
 * store), so its shape is checked before anything reads it; `account` is the connected
 * account it is about, present on every event of a Connect endpoint.
 */
export const ConnectEventSchema = z.object({
  id: StoredText,
  type: StoredText,
  account: StoredText,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type ConnectEvent = z.infer<typeof ConnectEventSchema>;

const ObjectWithId = z.object({ id: StoredText });
const RefundObject = z.object({ id: StoredText, payment_intent: IdOf.nullish() });
const ChargeObject = z.object({
  payment_intent: IdOf.nullish(),
  // Absent from charges rendered by API versions since 2022-11-15: `refund.*` events then say it.
  refunds: z.object({ data: z.array(RefundObject) }).nullish(),
});

/** What an event asks of the endpoint, from its type and its object's ids. */
export type ConnectEventTarget =
  | { kind: 'account'; deauthorized: boolean }
  | { kind: 'checkout'; sessionId: string }
  | { kind: 'refunds'; refunds: { refundId: string; paymentIntentId: string | null }[] }
  | { kind: 'ignored' };

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  values.some((candidate) => candidate === value);

/** The event's target; throws a ZodError when its object lacks what its type needs. */
export function connectEventTarget(event: ConnectEvent): ConnectEventTarget {
  const object = event.data.object;
  if (isOneOf(ACCOUNT_EVENT_TYPES, event.type)) {
    return { kind: 'account', deauthorized: event.type === 'account.application.deauthorized' };
  }
  if (isOneOf(CHECKOUT_EVENT_TYPES, event.type)) {
    return { kind: 'checkout', sessionId: ObjectWithId.parse(object).id };
  }
  if (event.type === 'charge.refunded') {
    const charge = ChargeObject.parse(object);
    const paymentIntentId = charge.payment_intent ?? null;
    return {
      kind: 'refunds',
      refunds: (charge.refunds?.data ?? []).map((refund) => ({
        refundId: refund.id,
        paymentIntentId: refund.payment_intent ?? paymentIntentId,
      })),
    };
  }
  if (isOneOf(REFUND_EVENT_TYPES, event.type)) {
    const refund = RefundObject.parse(object);
    return {
      kind: 'refunds',
      refunds: [{ refundId: refund.id, paymentIntentId: refund.payment_intent ?? null }],
    };
  }
  return { kind: 'ignored' };
}
