/**
 * The restaurant's side of table payments (issue 23 §2, decision 015): its Stripe account's
 * status as the owner reads it, and when its diners pay. Pure rules: no zod, no I/O.
 */

/**
 * When diners pay: after the meal (the default: orders go to the kitchen at once), when they
 * order (an order reaches the kitchen only once paid), or not at all.
 */
export const PAYMENT_TIMINGS = ['after', 'before', 'off'] as const;
export type PaymentTiming = (typeof PAYMENT_TIMINGS)[number];

export type PaymentSettings = { when: PaymentTiming; tips: boolean };
/** What an owner who never chose has. */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = { when: 'after', tips: true };

/** `none`: no account yet; `pending`: onboarding not finished or being checked by Stripe. */
export const PAYMENT_ACCOUNT_STATUSES = ['none', 'pending', 'active', 'restricted'] as const;
export type PaymentAccountStatus = (typeof PAYMENT_ACCOUNT_STATUSES)[number];
/** Why an account is `pending`: "à compléter" (the owner owes Stripe something) or "en vérification". */
export const PENDING_REASONS = ['incomplete', 'verification'] as const;
export type PendingReason = (typeof PENDING_REASONS)[number];

/** Who plays Stripe's part: Stripe, the local payment mode, or nobody (not configured). */
export const PAYMENT_MODES = ['stripe', 'local', 'unconfigured'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** A connected account as Stripe holds it (the gateway's snapshot, reduced to what decides). */
export type ConnectAccountState = {
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  hasRequirementsDue: boolean;
  disabledReason: string | null;
};

export type StoredAccountStatus = {
  status: Exclude<PaymentAccountStatus, 'none'>;
  pendingReason: PendingReason | null;
};

/** Stripe refused or stopped the account for good reasons of its own, not a missing detail. */
const isRefusal = (reason: string) =>
  reason.startsWith('rejected.') || reason === 'listed' || reason === 'platform_paused';

/**
 * The owner's status from Stripe's word: charges enabled → active; charges disabled after
 * having been active, or refused by Stripe → restricted; details not submitted or requirements
 * due → pending, "à compléter"; submitted with nothing due → pending, "en vérification".
 */
export function connectAccountStatus(
  state: ConnectAccountState,
  options: { hasBeenActive: boolean },
): StoredAccountStatus {
  if (state.chargesEnabled) return { status: 'active', pendingReason: null };
  const reason = state.disabledReason ?? '';
  if (options.hasBeenActive || isRefusal(reason)) {
    return { status: 'restricted', pendingReason: null };
  }
  if (!state.detailsSubmitted || state.hasRequirementsDue) {
    return { status: 'pending', pendingReason: 'incomplete' };
  }
  return { status: 'pending', pendingReason: 'verification' };
}

/** Where Stripe's onboarding sends the owner back: `return` (done or left), `refresh` (link expired). */
export const PAYMENTS_RETURNS = ['return', 'refresh'] as const;
export type PaymentsReturn = (typeof PAYMENTS_RETURNS)[number];
export const paymentsReturnPath = (result: PaymentsReturn) =>
  `/dashboard/settings?payments=${result}`;
