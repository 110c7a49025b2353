import type { Transaction } from 'kysely';
import type { PaidShares } from '../../domain/payments/paid-shares';
import type { PaymentStatus } from '../../domain/payments/tab-schema';
import type { AppDatabase } from '../db/database';
import { lockOwner } from '../db/portable';
import type { Database } from '../db/schema';
import type { Emit, EventBus } from '../events/event-bus';
import type { FiscalJournal } from '../fiscal-journal/fiscal-journal';
import type { Logger } from '../logging/logger';
import type { Mailer } from '../mail/mailer';
import { releasePaidOrders } from '../owner-state/held-orders';
import type { ConnectGateway } from './connect-gateway';
import { issueReceipt, mailReceipt } from './payment-receipts';
import {
  type PaymentRecord,
  paymentRepository as payments,
  type TabRecord,
} from './payment-repository';
import { vatOfAllocations } from './payment-vat';
import { loadTabLines, summarize } from './tab-view';

/**
 * How a table payment ends: paid, expired or abandoned, from what Stripe says of its Checkout
 * Session (never the browser). A success is journalled, receipted, releases the orders it paid
 * ("à la commande") and closes the tab when nothing remains, in one transaction.
 */
export function createPaymentSettlement(deps: {
  database: AppDatabase;
  events: EventBus;
  gateway: ConnectGateway | null;
  journal: Pick<FiscalJournal, 'append'>;
  mailer: Mailer;
  log: Logger;
  now: () => Date;
  /** Where the payer reads the receipt (linked from its e-mail). */
  receiptUrl: (payment: PaymentRecord) => string;
  onPaid?: (paid: PaidShares) => void;
}) {
  const { database, gateway, now, receiptUrl } = deps;
  const { db } = database;

  /**
   * After a payment succeeded: the tab closes when nothing remains (inside the same
   * transaction, so the last payer's success and the closing are one change).
   */
  async function closeIfPaid(trx: Transaction<Database>, tab: TabRecord, at: string) {
    if (tab.status !== 'open') return false;
    const lines = await loadTabLines(trx, tab, 'fr');
    const { remainingCents } = summarize(lines);
    if (remainingCents > 0 || lines.length === 0) return false;
    if (!(await payments.closeTab(trx, { id: tab.id, at, method: null }))) return false;
    await deps.journal.append(trx, {
      ownerId: tab.ownerId,
      kind: 'tab_closure',
      occurredAt: at,
      amountCents: 0,
      tipCents: 0,
      vat: [],
      // Settled by the card payments already journalled: nothing more is counted here.
      method: 'card',
      reference: tab.id,
      tabId: tab.id,
      table: tab.table,
    });
    return true;
  }

  /**
   * A payment's final state, from what Stripe says of its Checkout Session. A payment that had
   * ended here (cancelled by staff or the payer, expired) but that Stripe reports as paid after
   * all is never lost: it becomes a success like any other, and what the tab could no longer
   * take of it is the tab's credit (`recordSuccess`).
   */
  async function applyCheckout(
    payment: PaymentRecord,
    expiredAs: 'expired' | 'canceled' = 'expired',
  ) {
    if (!gateway || !payment.checkoutSessionId || !payment.stripeAccountId) return payment;
    if (payment.status === 'succeeded') return payment;
    const session = await gateway.retrieveCheckoutSession({
      accountId: payment.stripeAccountId,
      sessionId: payment.checkoutSessionId,
    });
    if (!session) return payment;
    const isPaid = session.status === 'complete' && session.paymentStatus === 'paid';
    if (isPaid && session.amountTotalCents !== payment.amountCents + payment.tipCents) {
      // Never seen: Checkout charges what we asked. Recorded for an operator, not guessed at.
      deps.log.error({ paymentId: payment.id }, 'checkout amount differs from the payment');
    }
    const settled: PaymentStatus | null = isPaid
      ? 'succeeded'
      : session.status === 'expired' && payment.status === 'pending'
        ? expiredAs
        : null;
    if (!settled) return payment;
    if (payment.status !== 'pending') {
      deps.log.warn(
        { paymentId: payment.id, was: payment.status },
        'a payment that had ended was paid after all: recorded, its excess credited to the tab',
      );
    }
    const at = now().toISOString();
    const success = await deps.events.transaction(async (trx, emit) => {
      await lockOwner(trx, database.dialect, payment.ownerId);
      const isChanged = await payments.settle(trx, {
        id: payment.id,
        status: settled,
        at,
        paymentIntentId: session.paymentIntentId,
        method: session.paymentMethodType ?? 'card',
        from: payment.status,
      });
      if (!isChanged) return null;
      const issued = settled === 'succeeded' ? await recordSuccess(trx, emit, payment, at) : null;
      await emit('tab.changed', { ownerId: payment.ownerId, tabId: payment.tabId });
      return issued;
    });
    if (success) deps.onPaid?.(success.paid);
    const receipt = success?.receipt;
    if (receipt && payment.email) {
      // After the commit: the payment stands whatever the mail server says.
      await mailReceipt({
        database: db,
        mailer: deps.mailer,
        payment,
        receipt,
        receiptUrl: receiptUrl(payment),
      }).catch((error) =>
        deps.log.error({ err: error, paymentId: payment.id }, 'receipt not sent'),
      );
    }
    return (await payments.findPayment(db, payment.id)) ?? payment;
  }

  async function recordSuccess(
    trx: Transaction<Database>,
    emit: Emit,
    payment: PaymentRecord,
    at: string,
  ) {
    const tab = await payments.findTab(trx, payment.tabId);
    if (!tab) return null;
    const allocations = await payments.listAllocations(trx, payment.id);
    const { sequence, signature } = await deps.journal.append(trx, {
      ownerId: payment.ownerId,
      kind: 'payment',
      occurredAt: at,
      amountCents: payment.amountCents,
      tipCents: payment.tipCents,
      vat: await vatOfAllocations(trx, tab.id, allocations),
      method: 'card',
      reference: payment.id,
      tabId: tab.id,
      table: tab.table,
    });
    await payments.setJournalSequence(trx, payment.id, sequence);
    const receipt = await issueReceipt(trx, {
      payment,
      tab,
      journalSequence: sequence,
      journalSignature: signature,
      at,
    });
    const excessCents = await excessOf(trx, tab, allocations);
    if (excessCents > 0) await payments.addCredit(trx, tab.id, excessCents);
    // "À la commande": the orders this payment finished paying go to the kitchen now.
    for (const released of await releasePaidOrders(trx, { tabId: tab.id, at })) {
      await emit('order.changed', released);
    }
    await closeIfPaid(trx, tab, at);
    return { receipt, paid: await paidShares(trx, tab, allocations) };
  }

  /**
   * What a success brings beyond the bill: all of it on a tab closed "Réglé en caisse" (the till
   * took the rest), else what its lines now hold beyond their price (another payer paid them
   * while this payment stood cancelled). 0 for every payment made in the ordinary way.
   */
  async function excessOf(
    trx: Transaction<Database>,
    tab: TabRecord,
    allocations: readonly { lineId: string; amountCents: number }[],
  ) {
    const mine = allocations.reduce((sum, part) => sum + part.amountCents, 0);
    if (tab.status === 'closed' && tab.closedMethod !== null) return mine;
    const lines = new Map((await loadTabLines(trx, tab, 'fr')).map((line) => [line.id, line]));
    let excess = 0;
    for (const part of allocations) {
      const line = lines.get(part.lineId);
      const over = line ? Math.max(0, line.paidCents - line.amountCents) : part.amountCents;
      excess += Math.min(part.amountCents, over);
    }
    return excess;
  }

  /** What a payment paid of each menu's lines (a line's id is `orderId.position`). */
  async function paidShares(
    trx: Transaction<Database>,
    tab: TabRecord,
    allocations: readonly { lineId: string; amountCents: number }[],
  ): Promise<PaidShares> {
    const menuOf = new Map(
      (await payments.listTabOrders(trx, tab.id)).map((order) => [order.id, order.menuId]),
    );
    const byMenu = new Map<string, number>();
    for (const { lineId, amountCents } of allocations) {
      const menuId = menuOf.get(lineId.slice(0, lineId.lastIndexOf('.'))) ?? '';
      byMenu.set(menuId, (byMenu.get(menuId) ?? 0) + amountCents);
    }
    const shares = [...byMenu].map(([menuId, amountCents]) => ({ menuId, amountCents }));
    return { ownerId: tab.ownerId, table: tab.table, shares };
  }

  /**
   * Ends a pending payment (expired, or abandoned in Checkout): the session is ended at Stripe
   * first, then the share is released. A session paid as it was ending stands.
   */
  async function release(payment: PaymentRecord, status: 'expired' | 'canceled') {
    const checked = await applyCheckout(payment, status);
    if (checked.status !== 'pending') return checked;
    if (gateway && payment.checkoutSessionId && payment.stripeAccountId) {
      try {
        await gateway.expireCheckoutSession({
          accountId: payment.stripeAccountId,
          sessionId: payment.checkoutSessionId,
        });
      } catch (error) {
        // Paid or expired in between: what Stripe says next decides.
        deps.log.warn({ err: error, paymentId: payment.id }, 'checkout session not expired');
      }
      const after = await applyCheckout(payment, status);
      if (after.status !== 'pending') return after;
    }
    await deps.events.transaction(async (trx, emit) => {
      await lockOwner(trx, database.dialect, payment.ownerId);
      if (await payments.settle(trx, { id: payment.id, status, at: now().toISOString() })) {
        await emit('tab.changed', { ownerId: payment.ownerId, tabId: payment.tabId });
      }
    });
    return (await payments.findPayment(db, payment.id)) ?? payment;
  }

  return { applyCheckout, release };
}
