import { z } from 'zod';
import { PAYMENT_ACCOUNT_MESSAGES } from './payment-account-messages';
import {
  PAYMENT_ACCOUNT_STATUSES,
  PAYMENT_MODES,
  PAYMENT_TIMINGS,
  PENDING_REASONS,
} from './payment-account-rules';

/** `GET|PUT /api/v1/payments/settings` (issue 23, Contract). */
export const PaymentSettingsSchema = z.object({
  when: z.enum(PAYMENT_TIMINGS, { error: PAYMENT_ACCOUNT_MESSAGES.invalidTiming }),
  tips: z.boolean({ error: PAYMENT_ACCOUNT_MESSAGES.invalidTips }),
});

/** `GET /api/v1/payments/account`: what the "Paiements à table" card shows. */
export const PaymentAccountSchema = z.object({
  status: z.enum(PAYMENT_ACCOUNT_STATUSES),
  /** `pending` only: "à compléter" (`incomplete`) or "en vérification" (`verification`). */
  pendingReason: z.enum(PENDING_REASONS).nullable(),
  /** Stripe asks for more details (an active account too, before a deadline). */
  requirementsDue: z.boolean(),
  /** Who plays Stripe's part for this client; `unconfigured`: no account can be connected. */
  mode: z.enum(PAYMENT_MODES),
});
export type PaymentAccount = z.infer<typeof PaymentAccountSchema>;

/** `POST /api/v1/payments/account/link`: Stripe's onboarding page (single use, short lived). */
export const PaymentAccountLinkSchema = z.object({ url: z.string() });
export type PaymentAccountLink = z.infer<typeof PaymentAccountLinkSchema>;
