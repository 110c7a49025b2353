/**
 * What table payments need from Stripe Connect (docs/decisions/015-table-payments-connect.md):
 * the restaurant's own connected account (full dashboard, onboarded through Account Links) and
 * direct charges on it — Checkout Sessions in payment mode created with the `Stripe-Account`
 * header, no application fee. Two implementations: Stripe through its SDK, and the local
 * payment mode that plays Stripe's part on this machine (no keys, loopback only).
 */
export interface ConnectGateway {
  readonly mode: 'stripe' | 'local';
  /** A new connected account for the restaurant (country FR, full dashboard, fees on it). */
  createAccount(input: { ownerId: string; email: string; businessName: string }): Promise<string>;
  /** Where the owner finishes (or starts) onboarding; single use, short lived. */
  createAccountLink(input: {
    accountId: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<{ url: string }>;
  /** The account as Stripe holds it now (events arrive out of order: never trust their copy). */
  retrieveAccount(accountId: string): Promise<ConnectAccountSnapshot | null>;
  /** A Checkout Session in payment mode on the restaurant's account (direct charge). */
  createCheckoutSession(input: TableCheckoutInput): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(input: {
    accountId: string;
    sessionId: string;
  }): Promise<CheckoutSnapshot | null>;
  /** The diner left Checkout: the session can no longer be paid (already paid: no effect). */
  expireCheckoutSession(input: { accountId: string; sessionId: string }): Promise<void>;
  /** A refund of (part of) a payment, on the restaurant's account. */
  createRefund(input: {
    accountId: string;
    paymentIntentId: string;
    amountCents: number;
    /** Idempotency key: the same refund asked twice is made once. */
    idempotencyKey: string;
  }): Promise<RefundSnapshot>;
  retrieveRefund(input: { accountId: string; refundId: string }): Promise<RefundSnapshot | null>;
  /**
   * Checks the Connect endpoint's signature (300 s tolerance) on the raw body and parses the
   * JSON; throws when either fails. The caller checks the event's shape.
   */
  verifyEvent(payload: Buffer, signature: string): Promise<unknown>;
}

export type ConnectAccountSnapshot = {
  id: string;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** `requirements.currently_due` is not empty. */
  hasRequirementsDue: boolean;
  /** `requirements.disabled_reason`, when Stripe set one. */
  disabledReason: string | null;
};

export type TableCheckoutInput = {
  accountId: string;
  /** Ours: the payment row this session pays (also `client_reference_id`). */
  paymentId: string;
  /** What the diner pays, tip included, in cents (EUR). */
  amountCents: number;
  /** One line on Checkout's page, in the diner's language ("L'addition · Table 4"). */
  description: string;
  /** Checkout's language: fr, en, es, zh, it. */
  locale: string;
  customerEmail?: string;
  successUrl: string;
  cancelUrl: string;
  /** When the session stops being payable (Stripe: 30 min to 24 h ahead). */
  expiresAt: Date;
  idempotencyKey: string;
};

export type CheckoutSnapshot = {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountTotalCents: number;
  paymentIntentId: string | null;
  /** The payment method's type as Stripe reports it (card, …), when paid. */
  paymentMethodType: string | null;
};

export type RefundSnapshot = {
  id: string;
  paymentIntentId: string;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
};
