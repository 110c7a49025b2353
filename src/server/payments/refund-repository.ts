import type { Kysely, Selectable } from 'kysely';
import { toIso } from '../db/portable';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

export type RefundRecord = {
  id: string;
  paymentId: string;
  ownerId: string;
  stripeRefundId: string | null;
  amountCents: number;
  reason: string;
  status: 'pending' | 'succeeded' | 'failed';
  journalSequence: number | null;
  createdAt: string;
  /** Who asked for it (issue 24 §1); null for refunds made before the team existed. */
  refundedByName: string | null;
};

const toRefund = (row: Selectable<Database['payment_refund']>): RefundRecord => ({
  id: row.id,
  paymentId: row.payment_id,
  ownerId: row.owner_id,
  stripeRefundId: row.stripe_refund_id,
  amountCents: row.amount_cents,
  reason: row.reason,
  status: row.status,
  journalSequence: row.journal_sequence,
  createdAt: toIso(row.created_at),
  refundedByName: row.refunded_by_name,
});

/** Refunds of table payments, made through Stripe on the restaurant's account. */
export const refundRepository = {
  async insert(db: Db, refund: RefundRecord) {
    await db
      .insertInto('payment_refund')
      .values({
        id: refund.id,
        payment_id: refund.paymentId,
        owner_id: refund.ownerId,
        stripe_refund_id: refund.stripeRefundId,
        amount_cents: refund.amountCents,
        reason: refund.reason,
        status: refund.status,
        journal_sequence: refund.journalSequence,
        created_at: refund.createdAt,
        updated_at: refund.createdAt,
        refunded_by_name: refund.refundedByName,
      })
      .execute();
  },

  /** Who refunded each payment last (refunds not failed), by payment id. */
  async lastRefundersOf(db: Db, paymentIds: readonly string[]): Promise<Map<string, string>> {
    if (paymentIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('payment_refund')
      .select(['payment_id', 'refunded_by_name'])
      .where('payment_id', 'in', paymentIds)
      .where('status', '<>', 'failed')
      .where('refunded_by_name', 'is not', null)
      .orderBy('created_at')
      .execute();
    return new Map(rows.map((row) => [row.payment_id, row.refunded_by_name ?? '']));
  },

  async find(db: Db, id: string): Promise<RefundRecord | null> {
    const row = await db
      .selectFrom('payment_refund')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toRefund(row) : null;
  },

  async findByStripeId(db: Db, stripeRefundId: string): Promise<RefundRecord | null> {
    const row = await db
      .selectFrom('payment_refund')
      .selectAll()
      .where('stripe_refund_id', '=', stripeRefundId)
      .executeTakeFirst();
    return row ? toRefund(row) : null;
  },

  /** Refunds of a payment not failed: succeeded, or asked of Stripe and not answered yet. */
  async sumNotFailed(db: Db, paymentId: string): Promise<number> {
    const row = await db
      .selectFrom('payment_refund')
      .select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('total'))
      .where('payment_id', '=', paymentId)
      .where('status', '!=', 'failed')
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  },

  async attachStripeId(db: Db, id: string, stripeRefundId: string, at: string) {
    await db
      .updateTable('payment_refund')
      .set({ stripe_refund_id: stripeRefundId, updated_at: at })
      .where('id', '=', id)
      .execute();
  },

  /** Compare-and-set from `pending`. */
  async settle(
    db: Db,
    input: { id: string; status: 'succeeded' | 'failed'; at: string; journalSequence?: number },
  ) {
    const result = await db
      .updateTable('payment_refund')
      .set({
        status: input.status,
        updated_at: input.at,
        ...(input.journalSequence !== undefined && { journal_sequence: input.journalSequence }),
      })
      .where('id', '=', input.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Refunds asked of Stripe and still unconfirmed since before `before` (the sweeper asks). */
  async listPendingBefore(db: Db, before: string, limit = 100) {
    const rows = await db
      .selectFrom('payment_refund')
      .innerJoin('table_payment', 'table_payment.id', 'payment_refund.payment_id')
      .selectAll('payment_refund')
      .select('table_payment.stripe_account_id')
      .where('payment_refund.status', '=', 'pending')
      .where('payment_refund.stripe_refund_id', 'is not', null)
      .where('payment_refund.created_at', '<', before)
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...toRefund(row), accountId: row.stripe_account_id }));
  },

  async addRefunded(db: Db, paymentId: string, amountCents: number) {
    await db
      .updateTable('table_payment')
      .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', amountCents) }))
      .where('id', '=', paymentId)
      .execute();
  },
};
