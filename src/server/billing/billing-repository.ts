import type { Kysely } from 'kysely';
import type { SubscriptionStatus } from '../../domain/billing/subscription';
import { SubscriptionStatusSchema } from '../../domain/billing/subscription-schema';
import { toBoolean, toIso } from '../db/portable';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

export type StoredSubscription = {
  id: string;
  ownerId: string;
  customerId: string;
  status: SubscriptionStatus;
  priceId: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  pastDueSince: string | null;
  fetchedAt: string;
};

const optionalIso = (value: Date | string | null) => (value === null ? null : toIso(value));

export async function findCustomerId(db: Db, ownerId: string): Promise<string | null> {
  const row = await db
    .selectFrom('billing_customer')
    .select('customer_id')
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

/** The owner of a Stripe customer: the only way an event reaches an owner. */
export async function findOwnerIdByCustomer(db: Db, customerId: string): Promise<string | null> {
  const row = await db
    .selectFrom('billing_customer')
    .select('owner_id')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.owner_id ?? null;
}

/** Stores the owner's customer unless one is already there; answers the one that is stored. */
export async function saveCustomerId(db: Db, ownerId: string, customerId: string) {
  await db
    .insertInto('billing_customer')
    .values({ owner_id: ownerId, customer_id: customerId, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('owner_id').doNothing())
    .execute();
  return (await findCustomerId(db, ownerId)) ?? customerId;
}

export async function findOwnerContact(db: Db, ownerId: string) {
  return db
    .selectFrom('user')
    .select(['email', 'restaurantName'])
    .where('id', '=', ownerId)
    .executeTakeFirst();
}

/** Records an event id; false when it was already there (a redelivery). */
export async function recordEvent(db: Db, event: { id: string; type: string }, now: Date) {
  const result = await db
    .insertInto('billing_event')
    .values({ id: event.id, type: event.type, received_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function hasEvent(db: Db, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom('billing_event')
    .select('id')
    .where('id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Event ids are kept long past Stripe's retries (3 days), then forgotten. */
export async function deleteEventsBefore(db: Db, before: Date) {
  await db.deleteFrom('billing_event').where('received_at', '<', before.toISOString()).execute();
}

export async function findSubscription(db: Db, id: string): Promise<StoredSubscription | null> {
  const row = await db
    .selectFrom('billing_subscription')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toStored(row) : null;
}

export async function listSubscriptions(db: Db, ownerId: string): Promise<StoredSubscription[]> {
  const rows = await db
    .selectFrom('billing_subscription')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .execute();
  return rows.map(toStored);
}

export async function saveSubscription(db: Db, subscription: StoredSubscription) {
  const values = {
    owner_id: subscription.ownerId,
    customer_id: subscription.customerId,
    status: subscription.status,
    price_id: subscription.priceId,
    current_period_end: subscription.currentPeriodEnd,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    past_due_since: subscription.pastDueSince,
    fetched_at: subscription.fetchedAt,
  };
  await db
    .insertInto('billing_subscription')
    .values({ id: subscription.id, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}

/** Owners with a `past_due` subscription that started before `since`: grace may be over. */
export async function listOwnersPastDueSince(db: Db, since: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('billing_subscription')
    .select('owner_id')
    .distinct()
    .where('status', '=', 'past_due')
    .where('past_due_since', '<=', since.toISOString())
    .execute();
  return rows.map((row) => row.owner_id);
}

function toStored(row: {
  id: string;
  owner_id: string;
  customer_id: string;
  status: string;
  price_id: string | null;
  current_period_end: Date | string | null;
  cancel_at_period_end: boolean | number;
  past_due_since: Date | string | null;
  fetched_at: Date | string;
}): StoredSubscription {
  return {
    id: row.id,
    ownerId: row.owner_id,
    customerId: row.customer_id,
    status: SubscriptionStatusSchema.catch('incomplete_expired').parse(row.status),
    priceId: row.price_id,
    currentPeriodEnd: optionalIso(row.current_period_end),
    cancelAtPeriodEnd: toBoolean(row.cancel_at_period_end),
    pastDueSince: optionalIso(row.past_due_since),
    fetchedAt: toIso(row.fetched_at),
  };
}
