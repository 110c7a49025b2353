import type { Kysely } from 'kysely';
import {
  DEFAULT_PAYMENT_SETTINGS,
  PAYMENT_TIMINGS,
  type PaymentSettings,
  type PaymentTiming,
  type PendingReason,
  type StoredAccountStatus,
} from '../../domain/payments/payment-account-rules';
import { toBoolean, toIso } from '../db/portable';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** The owner's connected account as we last fetched it from Stripe. */
export type StoredPaymentAccount = StoredAccountStatus & {
  stripeAccountId: string;
  requirementsDue: boolean;
  /** When it was first seen active (ISO); null: never. */
  activatedAt: string | null;
  /** When its state was last fetched from Stripe (ISO); null: not since it was created. */
  fetchedAt: string | null;
};

const STATUSES = new Set(['pending', 'active', 'restricted']);
const optionalIso = (value: Date | string | null) => (value === null ? null : toIso(value));

/** The owner's connected account, or null before "Connecter" was ever pressed. */
export async function findPaymentAccount(
  db: Db,
  ownerId: string,
): Promise<StoredPaymentAccount | null> {
  const row = await db
    .selectFrom('payment_account')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!row) return null;
  const status = (
    STATUSES.has(row.status) ? row.status : 'pending'
  ) as StoredAccountStatus['status'];
  return {
    stripeAccountId: row.stripe_account_id,
    status,
    pendingReason:
      status === 'pending' ? ((row.pending_reason ?? 'incomplete') as PendingReason) : null,
    requirementsDue: toBoolean(row.requirements_due),
    activatedAt: optionalIso(row.activated_at),
    fetchedAt: optionalIso(row.fetched_at),
  };
}

/** The owner of a connected account: the only way a Connect event reaches an owner. */
export async function findOwnerByAccount(db: Db, stripeAccountId: string): Promise<string | null> {
  const row = await db
    .selectFrom('payment_account')
    .select('owner_id')
    .where('stripe_account_id', '=', stripeAccountId)
    .executeTakeFirst();
  return row?.owner_id ?? null;
}

/**
 * Stores a new account unless the owner already has one (two clicks in two tabs); answers the
 * one stored. A new account has told Stripe nothing yet: "à compléter".
 */
export async function saveNewPaymentAccount(
  db: Db,
  input: { ownerId: string; stripeAccountId: string; now: Date },
): Promise<string> {
  await db
    .insertInto('payment_account')
    .values({
      owner_id: input.ownerId,
      stripe_account_id: input.stripeAccountId,
      status: 'pending',
      pending_reason: 'incomplete',
      requirements_due: true,
      activated_at: null,
      fetched_at: null,
      created_at: input.now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('owner_id').doNothing())
    .execute();
  return (await findPaymentAccount(db, input.ownerId))?.stripeAccountId ?? input.stripeAccountId;
}

export async function savePaymentAccountState(
  db: Db,
  input: StoredAccountStatus & {
    stripeAccountId: string;
    requirementsDue: boolean;
    activatedAt: string | null;
    fetchedAt: string;
  },
) {
  await db
    .updateTable('payment_account')
    .set({
      status: input.status,
      pending_reason: input.pendingReason,
      requirements_due: input.requirementsDue,
      activated_at: input.activatedAt,
      fetched_at: input.fetchedAt,
    })
    .where('stripe_account_id', '=', input.stripeAccountId)
    .execute();
}

/** The restaurant took its account away from Ardoise (Stripe's `account.application.deauthorized`). */
export async function deletePaymentAccount(db: Db, stripeAccountId: string) {
  await db.deleteFrom('payment_account').where('stripe_account_id', '=', stripeAccountId).execute();
}

/** When the owner's diners pay and whether a tip is offered; the defaults until they choose. */
export async function getPaymentSettings(db: Db, ownerId: string): Promise<PaymentSettings> {
  const row = await db
    .selectFrom('payment_setting')
    .select(['pay_when', 'tips'])
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_PAYMENT_SETTINGS };
  const when = PAYMENT_TIMINGS.find((timing) => timing === row.pay_when);
  return { when: when ?? DEFAULT_PAYMENT_SETTINGS.when, tips: toBoolean(row.tips) };
}

export async function savePaymentSettings(
  db: Db,
  input: { ownerId: string; settings: { when: PaymentTiming; tips: boolean }; now: Date },
) {
  const values = {
    pay_when: input.settings.when,
    tips: input.settings.tips,
    updated_at: input.now.toISOString(),
  };
  await db
    .insertInto('payment_setting')
    .values({ owner_id: input.ownerId, ...values })
    .onConflict((conflict) => conflict.column('owner_id').doUpdateSet(values))
    .execute();
}

export async function hasWebhookEvent(db: Db, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_webhook_event')
    .select('id')
    .where('id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a handled event; false when it was already there (a redelivery, a race). */
export async function recordWebhookEvent(
  db: Db,
  event: { id: string; type: string; account: string },
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('payment_webhook_event')
    .values({
      id: event.id,
      type: event.type,
      account_id: event.account,
      received_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Event ids are kept long past Stripe's retries (3 days), then forgotten. */
export async function deleteWebhookEventsBefore(db: Db, before: Date) {
  await db
    .deleteFrom('payment_webhook_event')
    .where('received_at', '<', before.toISOString())
    .execute();
}
