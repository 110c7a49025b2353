import type { Kysely, Selectable } from 'kysely';
import type { OrderLine } from '../../domain/orders/order-schema';
import type { PaymentStatus } from '../../domain/payments/tab-schema';
import { parseJsonColumn, toIso } from '../db/portable';
import type { Database, TablePaymentTable } from '../db/schema';

type Db = Kysely<Database>;

export type TabRecord = {
  id: string;
  ownerId: string;
  table: string;
  status: 'open' | 'closed';
  openedAt: string;
  closedAt: string | null;
  closedMethod: string | null;
  closedByName: string | null;
  /** Received beyond the bill (a cancelled payment Stripe reported paid after all), in cents. */
  creditCents: number;
};

export type TabOrder = {
  id: string;
  menuId: string;
  language: string;
  status: string;
  lines: OrderLine[];
  createdAt: string;
};

export type PaymentRecord = {
  id: string;
  ownerId: string;
  tabId: string;
  clientRequestId: string;
  status: PaymentStatus;
  amountCents: number;
  tipCents: number;
  refundedCents: number;
  language: string;
  email: string | null;
  receiptToken: string;
  stripeAccountId: string | null;
  checkoutSessionId: string | null;
  checkoutUrl: string | null;
  paymentIntentId: string | null;
  method: string | null;
  journalSequence: number | null;
  /** An equal split: among how many people (issue 41 §1); null for any other split. */
  splitParts?: number | null;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
};

export type AllocationRecord = { paymentId: string; lineId: string; amountCents: number };

const toTab = (row: Selectable<Database['table_tab']>): TabRecord => ({
  id: row.id,
  ownerId: row.owner_id,
  table: row.table_name,
  status: row.status,
  openedAt: toIso(row.opened_at),
  closedAt: row.closed_at === null ? null : toIso(row.closed_at),
  closedMethod: row.closed_method,
  closedByName: row.closed_by_name,
  creditCents: row.credit_cents,
});

const toPayment = (row: Selectable<TablePaymentTable>): PaymentRecord => ({
  id: row.id,
  ownerId: row.owner_id,
  tabId: row.tab_id,
  clientRequestId: row.client_request_id,
  status: row.status,
  amountCents: row.amount_cents,
  tipCents: row.tip_cents,
  refundedCents: row.refunded_cents,
  language: row.language,
  email: row.email,
  receiptToken: row.receipt_token,
  stripeAccountId: row.stripe_account_id,
  checkoutSessionId: row.checkout_session_id,
  checkoutUrl: row.checkout_url,
  paymentIntentId: row.payment_intent_id,
  method: row.method,
  journalSequence: row.journal_sequence,
  splitParts: row.split_parts ?? null,
  expiresAt: toIso(row.expires_at),
  createdAt: toIso(row.created_at),
  updatedAt: toIso(row.updated_at),
});

/** Payments whose share counts against a tab's lines: paid, or reserved while in Checkout. */
const HOLDING: PaymentStatus[] = ['pending', 'succeeded'];

/** Tabs, the payments made on them and what each payment covers. Owner-scoped where it reads. */
export const paymentRepository = {
  async findTab(db: Db, id: string): Promise<TabRecord | null> {
    const row = await db
      .selectFrom('table_tab')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toTab(row) : null;
  },

  async findOpenTab(db: Db, ownerId: string, table: string): Promise<TabRecord | null> {
    const row = await db
      .selectFrom('table_tab')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('table_name', '=', table)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return row ? toTab(row) : null;
  },

  /**
   * The board's tabs: `open` lists the open ones and the closed ones holding a credit (money
   * to give back: they come back on the board); `closed`, the others.
   */
  async listTabs(db: Db, ownerId: string, status: 'open' | 'closed', limit = 100) {
    const rows = await db
      .selectFrom('table_tab')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where((eb) =>
        status === 'open'
          ? eb.or([eb('status', '=', 'open'), eb('credit_cents', '>', 0)])
          : eb.and([eb('status', '=', 'closed'), eb('credit_cents', '=', 0)]),
      )
      .orderBy('opened_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toTab);
  },

  /** Compare-and-set: false when the tab was no longer open. */
  async closeTab(
    db: Db,
    input: { id: string; at: string; method: string | null; byName?: string | null },
  ) {
    const result = await db
      .updateTable('table_tab')
      .set({
        status: 'closed',
        closed_at: input.at,
        closed_method: input.method,
        closed_by_name: input.byName ?? null,
      })
      .where('id', '=', input.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** The tab's orders in the order they were placed (rounds), cancelled ones included. */
  async listTabOrders(db: Db, tabId: string): Promise<TabOrder[]> {
    const rows = await db
      .selectFrom('customer_order')
      .select(['id', 'menu_id', 'language', 'status', 'lines', 'created_at'])
      .where('tab_id', '=', tabId)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      menuId: row.menu_id,
      language: row.language,
      status: row.status,
      lines: parseJsonColumn(row.lines) as OrderLine[],
      createdAt: toIso(row.created_at),
    }));
  },

  async tabIdOfOrder(db: Db, orderId: string): Promise<string | null> {
    const row = await db
      .selectFrom('customer_order')
      .select('tab_id')
      .where('id', '=', orderId)
      .executeTakeFirst();
    return row?.tab_id ?? null;
  },

  /** What the tab's paid and reserved payments cover, line by line. */
  async listHoldingAllocations(db: Db, tabId: string) {
    const rows = await db
      .selectFrom('payment_allocation')
      .innerJoin('table_payment', 'table_payment.id', 'payment_allocation.payment_id')
      .select([
        'payment_allocation.payment_id',
        'payment_allocation.line_id',
        'payment_allocation.amount_cents',
        'table_payment.status',
      ])
      .where('payment_allocation.tab_id', '=', tabId)
      .where('table_payment.status', 'in', HOLDING)
      .execute();
    return rows.map((row) => ({
      paymentId: row.payment_id,
      lineId: row.line_id,
      amountCents: row.amount_cents,
      isPaid: row.status === 'succeeded',
    }));
  },

  /**
   * The equal split in course on a tab: its holding payments (paid, or in Checkout) in the
   * order they were made, each with the number of people of its equal split (null otherwise).
   */
  async listHoldingSplitParts(db: Db, tabId: string): Promise<(number | null)[]> {
    const rows = await db
      .selectFrom('table_payment')
      .select('split_parts')
      .where('tab_id', '=', tabId)
      .where('status', 'in', HOLDING)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
    return rows.map((row) => row.split_parts ?? null);
  },

  async listAllocations(db: Db, paymentId: string): Promise<AllocationRecord[]> {
    const rows = await db
      .selectFrom('payment_allocation')
      .selectAll()
      .where('payment_id', '=', paymentId)
      .execute();
    return rows.map((row) => ({
      paymentId: row.payment_id,
      lineId: row.line_id,
      amountCents: row.amount_cents,
    }));
  },

  async insertPayment(db: Db, payment: PaymentRecord, allocations: AllocationRecord[]) {
    await db
      .insertInto('table_payment')
      .values({
        id: payment.id,
        owner_id: payment.ownerId,
        tab_id: payment.tabId,
        client_request_id: payment.clientRequestId,
        status: payment.status,
        amount_cents: payment.amountCents,
        tip_cents: payment.tipCents,
        refunded_cents: payment.refundedCents,
        language: payment.language,
        email: payment.email,
        receipt_token: payment.receiptToken,
        stripe_account_id: payment.stripeAccountId,
        checkout_session_id: payment.checkoutSessionId,
        checkout_url: payment.checkoutUrl,
        payment_intent_id: payment.paymentIntentId,
        method: payment.method,
        journal_sequence: payment.journalSequence,
        split_parts: payment.splitParts ?? null,
        expires_at: payment.expiresAt,
        created_at: payment.createdAt,
        updated_at: payment.updatedAt,
      })
      .execute();
    if (allocations.length === 0) return;
    await db
      .insertInto('payment_allocation')
      .values(
        allocations.map((allocation) => ({
          payment_id: allocation.paymentId,
          tab_id: payment.tabId,
          line_id: allocation.lineId,
          amount_cents: allocation.amountCents,
        })),
      )
      .execute();
  },

  async findPayment(db: Db, id: string): Promise<PaymentRecord | null> {
    const row = await db
      .selectFrom('table_payment')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toPayment(row) : null;
  },

  async findPaymentByRequest(db: Db, tabId: string, clientRequestId: string) {
    const row = await db
      .selectFrom('table_payment')
      .selectAll()
      .where('tab_id', '=', tabId)
      .where('client_request_id', '=', clientRequestId)
      .executeTakeFirst();
    return row ? toPayment(row) : null;
  },

  async findPaymentBySession(db: Db, accountId: string, sessionId: string) {
    const row = await db
      .selectFrom('table_payment')
      .selectAll()
      .where('checkout_session_id', '=', sessionId)
      .where('stripe_account_id', '=', accountId)
      .executeTakeFirst();
    return row ? toPayment(row) : null;
  },

  async listTabPayments(db: Db, tabId: string): Promise<PaymentRecord[]> {
    const rows = await db
      .selectFrom('table_payment')
      .selectAll()
      .where('tab_id', '=', tabId)
      .orderBy('created_at', 'asc')
      .execute();
    return rows.map(toPayment);
  },

  /** Pending payments whose Checkout time is over (the sweeper ends them). */
  async listExpiredPending(db: Db, now: string, limit = 100): Promise<PaymentRecord[]> {
    const rows = await db
      .selectFrom('table_payment')
      .selectAll()
      .where('status', '=', 'pending')
      .where('expires_at', '<=', now)
      .limit(limit)
      .execute();
    return rows.map(toPayment);
  },

  async attachCheckout(
    db: Db,
    input: { id: string; sessionId: string; url: string; accountId: string; at: string },
  ) {
    await db
      .updateTable('table_payment')
      .set({
        checkout_session_id: input.sessionId,
        checkout_url: input.url,
        stripe_account_id: input.accountId,
        updated_at: input.at,
      })
      .where('id', '=', input.id)
      .execute();
  },

  /**
   * Compare-and-set from `pending` (or from `from`: a cancelled payment Stripe reports paid
   * after all): false when another instance already settled it.
   */
  async settle(
    db: Db,
    input: {
      id: string;
      status: Exclude<PaymentStatus, 'pending'>;
      at: string;
      paymentIntentId?: string | null;
      method?: string | null;
      from?: PaymentStatus;
    },
  ): Promise<boolean> {
    const result = await db
      .updateTable('table_payment')
      .set({
        status: input.status,
        updated_at: input.at,
        ...(input.paymentIntentId !== undefined && { payment_intent_id: input.paymentIntentId }),
        ...(input.method !== undefined && { method: input.method }),
      })
      .where('id', '=', input.id)
      .where('status', '=', input.from ?? 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Money received beyond the bill is owed back: the tab's credit moves by `deltaCents`. */
  async addCredit(db: Db, tabId: string, deltaCents: number) {
    await db
      .updateTable('table_tab')
      .set((eb) => ({ credit_cents: eb('credit_cents', '+', deltaCents) }))
      .where('id', '=', tabId)
      .execute();
  },

  async setJournalSequence(db: Db, id: string, sequence: number) {
    await db
      .updateTable('table_payment')
      .set({ journal_sequence: sequence })
      .where('id', '=', id)
      .execute();
  },

  async saveReceipt(db: Db, id: string, receipt: unknown) {
    await db
      .updateTable('table_payment')
      .set({ receipt: JSON.stringify(receipt) })
      .where('id', '=', id)
      .execute();
  },

  async findReceipt(db: Db, id: string): Promise<unknown | null> {
    const row = await db
      .selectFrom('table_payment')
      .select('receipt')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.receipt == null ? null : parseJsonColumn(row.receipt);
  },

  /** The receipt went out: the diner's address is no longer needed (data minimisation). */
  async forgetEmail(db: Db, id: string) {
    await db.updateTable('table_payment').set({ email: null }).where('id', '=', id).execute();
  },
};
