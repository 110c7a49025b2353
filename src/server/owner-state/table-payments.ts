import type { Kysely } from 'kysely';
import { toBoolean } from '../db/portable';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/**
 * The restaurant's table payments as other features read them (issue 23): whether its Stripe
 * account is active, when diners pay, whether a tip is offered. The payments feature writes
 * them (payment-account-repository.ts); without a settings row the defaults are "après le
 * repas" with tips.
 */
async function load(db: Db, ownerId: string) {
  const row = await db
    .selectFrom('payment_account')
    .leftJoin('payment_setting', 'payment_setting.owner_id', 'payment_account.owner_id')
    .select(['payment_account.status', 'payment_setting.pay_when', 'payment_setting.tips'])
    .where('payment_account.owner_id', '=', ownerId)
    .executeTakeFirst();
  if (row?.status !== 'active') return null;
  return {
    when: row.pay_when ?? 'after',
    tips: row.tips === null ? true : toBoolean(row.tips),
  };
}

/** What a table's page offers (with the Premium check of the page): null when not paying. */
export async function loadTablePayments(db: Db, ownerId: string) {
  const payments = await load(db, ownerId);
  return payments && payments.when !== 'off' ? { tips: payments.tips } : null;
}

/** "À la commande": the restaurant asks diners to pay when they order, and can take it now. */
export async function asksPaymentFirst(db: Db, ownerId: string): Promise<boolean> {
  return (await load(db, ownerId))?.when === 'before';
}
