import {
  PAYMENT_ACCOUNT_MESSAGES,
  PAYMENT_ACCOUNT_REASONS,
} from '../../domain/payments/payment-account-messages';
import {
  connectAccountStatus,
  type PaymentMode,
  type PaymentSettings,
  paymentsReturnPath,
} from '../../domain/payments/payment-account-rules';
import type { PaymentAccount } from '../../domain/payments/payment-account-schema';
import type { AppDatabase } from '../db/database';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import { requireOwnerEntitlement } from '../owner-state/entitlements';
import type { Owner } from '../owner-state/owner';
import type { ConnectGateway } from './connect-gateway';
import * as payments from './payment-account-repository';

export type PaymentAccountServiceDeps = {
  database: AppDatabase;
  events: EventBus;
  /** null: no Stripe keys and not a loopback deployment, table payments are not configured. */
  gateway: ConnectGateway | null;
  publicUrl: string;
  now?: () => Date;
};

/**
 * The restaurant's side of table payments (issue 23 §2, docs/table-payments.md): its Stripe
 * connected account (created on first use, onboarded through Account Links, its status as
 * Stripe last said it was) and when its diners pay. Premium only.
 */
export function createPaymentAccountService(deps: PaymentAccountServiceDeps) {
  const { database, gateway } = deps;
  const { db } = database;
  const now = deps.now ?? (() => new Date());

  /** The local payment mode answers loopback clients only, like the local billing mode. */
  function modeFor(isLocalClient: boolean): PaymentMode {
    if (!gateway || (gateway.mode === 'local' && !isLocalClient)) return 'unconfigured';
    return gateway.mode;
  }

  const requirePremium = (ownerId: string) =>
    requireOwnerEntitlement(db, ownerId, 'canTakeTablePayments');

  return {
    /**
     * Reading needs no plan (writing does): a screen loaded while Premium, refetched after a
     * downgrade, reads the account it connected rather than meet a 403.
     */
    async getAccount(input: { ownerId: string; isLocalClient: boolean }): Promise<PaymentAccount> {
      const stored = await payments.findPaymentAccount(db, input.ownerId);
      return {
        status: stored?.status ?? 'none',
        pendingReason: stored?.pendingReason ?? null,
        requirementsDue: stored?.requirementsDue ?? false,
        mode: modeFor(input.isLocalClient),
      };
    },

    /**
     * Where the owner starts or finishes onboarding: the connected account is created on first
     * use (one per owner, whatever the number of clicks), then a fresh Account Link.
     */
    async startOnboarding(input: {
      owner: Owner;
      isLocalClient: boolean;
    }): Promise<{ url: string }> {
      await requirePremium(input.owner.id);
      if (!gateway || modeFor(input.isLocalClient) === 'unconfigured') {
        throw new AppError('UNAVAILABLE', PAYMENT_ACCOUNT_MESSAGES.notConfigured, {
          reason: PAYMENT_ACCOUNT_REASONS.notConfigured,
        });
      }
      try {
        let accountId = (await payments.findPaymentAccount(db, input.owner.id))?.stripeAccountId;
        if (!accountId) {
          const created = await gateway.createAccount({
            ownerId: input.owner.id,
            email: input.owner.email,
            businessName: input.owner.restaurantName,
          });
          accountId = await payments.saveNewPaymentAccount(db, {
            ownerId: input.owner.id,
            stripeAccountId: created,
            now: now(),
          });
        }
        return await gateway.createAccountLink({
          accountId,
          refreshUrl: deps.publicUrl + paymentsReturnPath('refresh'),
          returnUrl: deps.publicUrl + paymentsReturnPath('return'),
        });
      } catch (error) {
        throw new AppError('UNAVAILABLE', PAYMENT_ACCOUNT_MESSAGES.linkFailed, {}, String(error));
      }
    },

    /**
     * The payment flow's reads (its `PaymentSetup`): the owner's connected account and whether
     * it can take payments now; no plan check here (the flow checks the entitlement itself).
     */
    async accountOf(ownerId: string) {
      const stored = await payments.findPaymentAccount(db, ownerId);
      if (!stored) return null;
      return { stripeAccountId: stored.stripeAccountId, isActive: stored.status === 'active' };
    },

    settingsOf: (ownerId: string) => payments.getPaymentSettings(db, ownerId),

    async getSettings(input: { ownerId: string }): Promise<PaymentSettings> {
      return payments.getPaymentSettings(db, input.ownerId);
    },

    /** The diners' pages show (or will show) what these settings allow: they hear of it. */
    async saveSettings(input: { ownerId: string; settings: PaymentSettings }) {
      await requirePremium(input.ownerId);
      return deps.events.transaction(async (trx, emit) => {
        await payments.savePaymentSettings(trx, { ...input, now: now() });
        await emit('owner.changed', { ownerId: input.ownerId });
        return payments.getPaymentSettings(trx, input.ownerId);
      });
    },

    /**
     * `account.updated` (and `account.application.deauthorized`): the account is fetched from
     * Stripe and stored as Stripe holds it now, with the event's id, in one transaction. False
     * when the event had already been handled (a redelivery racing this one).
     */
    async applyAccountEvent(event: {
      id: string;
      type: string;
      account: string;
      deauthorized: boolean;
    }): Promise<boolean> {
      const snapshot = event.deauthorized ? null : await gateway?.retrieveAccount(event.account);
      const fetchedAt = now();
      return deps.events.transaction(async (trx, emit) => {
        if (!(await payments.recordWebhookEvent(trx, event, fetchedAt))) return false;
        const ownerId = await payments.findOwnerByAccount(trx, event.account);
        if (!ownerId) return true;
        const previous = await payments.findPaymentAccount(trx, ownerId);
        if (!snapshot) {
          // The restaurant disconnected Ardoise from its Stripe account (or Stripe lost it).
          await payments.deletePaymentAccount(trx, event.account);
          await emit('owner.changed', { ownerId });
          return true;
        }
        // A slower handler must not write an older answer over a newer one.
        if (previous?.fetchedAt && Date.parse(previous.fetchedAt) > fetchedAt.getTime()) {
          return true;
        }
        const status = connectAccountStatus(snapshot, {
          hasBeenActive: Boolean(previous?.activatedAt),
        });
        await payments.savePaymentAccountState(trx, {
          stripeAccountId: event.account,
          ...status,
          requirementsDue: snapshot.hasRequirementsDue,
          activatedAt:
            previous?.activatedAt ?? (status.status === 'active' ? fetchedAt.toISOString() : null),
          fetchedAt: fetchedAt.toISOString(),
        });
        if (previous?.status !== status.status) await emit('owner.changed', { ownerId });
        return true;
      });
    },
  };
}

export type PaymentAccountService = ReturnType<typeof createPaymentAccountService>;
