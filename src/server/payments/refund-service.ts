import { randomUUID } from 'node:crypto';
import { prorate } from '../../domain/payments/split-rules';
import { TAB_MESSAGES } from '../../domain/payments/tab-messages';
import type { AppDatabase } from '../db/database';
import { lockOwner } from '../db/portable';
import type { EventBus } from '../events/event-bus';
import type { FiscalJournal } from '../fiscal-journal/fiscal-journal';
import { AppError } from '../http/app-error';
import type { Logger } from '../logging/logger';
import type { Actor } from '../owner-state/owner';
import type { ConnectGateway } from './connect-gateway';
import { paymentRepository as payments } from './payment-repository';
import { vatOf, vatOfAllocations } from './payment-vat';
import { type RefundRecord, refundRepository as refunds } from './refund-repository';

type Deps = {
  database: AppDatabase;
  events: EventBus;
  gateway: ConnectGateway | null;
  journal: Pick<FiscalJournal, 'append'>;
  log: Logger;
  now?: () => Date;
};

const paymentNotFound = () => new AppError('NOT_FOUND', TAB_MESSAGES.paymentNotFound);

class RefundAlreadySettled extends Error {}

/** Stripe's refund statuses, as ours: only `succeeded` and `failed`/`canceled` are final. */
const refundStatusOf = (status: string): 'pending' | 'succeeded' | 'failed' =>
  status === 'succeeded'
    ? 'succeeded'
    : status === 'failed' || status === 'canceled'
      ? 'failed'
      : 'pending';

/**
 * Refunds of table payments (issue 23 §5): asked of Stripe on the restaurant's account, and
 * journalled once Stripe confirms them — at once, by its `refund.*` events, or asked again by
 * the payments' sweeper.
 */
export function createRefundService(deps: Deps) {
  const { database, gateway } = deps;
  const { db } = database;
  const now = deps.now ?? (() => new Date());

  /**
   * A refund Stripe confirmed: recorded once (compare-and-set), journalled as a negative entry
   * whose VAT is the payment's, in proportion (a tip is refunded last and carries no VAT).
   */
  async function applyRefund(refund: RefundRecord, status: 'pending' | 'succeeded' | 'failed') {
    if (status === 'pending') return;
    const at = now().toISOString();
    await deps.events
      .transaction(async (trx, emit) => {
        await lockOwner(trx, database.dialect, refund.ownerId);
        const payment = await payments.findPayment(trx, refund.paymentId);
        if (!payment) return;
        if (status === 'failed') {
          await refunds.settle(trx, { id: refund.id, status, at });
          return;
        }
        const tab = await payments.findTab(trx, payment.tabId);
        const goodsLeft = Math.max(0, payment.amountCents - payment.refundedCents);
        const goodsCents = Math.min(refund.amountCents, goodsLeft);
        const rates = tab
          ? await vatOfAllocations(trx, tab.id, await payments.listAllocations(trx, payment.id))
          : [];
        const shares = prorate(
          goodsCents,
          rates.map((rate) => rate.totalCents),
        );
        const { sequence } = await deps.journal.append(trx, {
          ownerId: refund.ownerId,
          kind: 'refund',
          occurredAt: at,
          amountCents: -goodsCents,
          tipCents: -(refund.amountCents - goodsCents),
          vat: rates.map((rate, index) => {
            const totalCents = shares[index] ?? 0;
            return {
              rateBp: rate.rateBp,
              totalCents: -totalCents,
              vatCents: -vatOf(totalCents, rate.rateBp),
            };
          }),
          method: 'card',
          reference: refund.id,
          tabId: payment.tabId,
          table: tab?.table ?? null,
        });
        if (
          !(await refunds.settle(trx, { id: refund.id, status, at, journalSequence: sequence }))
        ) {
          throw new RefundAlreadySettled();
        }
        await refunds.addRefunded(trx, payment.id, refund.amountCents);
        // A refund gives back first what the tab received beyond its bill (its credit).
        if (tab && tab.creditCents > 0) {
          await payments.addCredit(trx, tab.id, -Math.min(tab.creditCents, refund.amountCents));
        }
        await emit('tab.changed', { ownerId: refund.ownerId, tabId: payment.tabId });
      })
      .catch((error: unknown) => {
        // Another instance recorded it first: its transaction (and journal entry) stands.
        if (!(error instanceof RefundAlreadySettled)) throw error;
      });
  }

  /** A refund's state, asked of Stripe (a Connect event named it, or the sweeper). */
  async function refundChanged({ accountId, refundId }: { accountId: string; refundId: string }) {
    const refund = await refunds.findByStripeId(db, refundId);
    if (!gateway || refund?.status !== 'pending') return;
    const snapshot = await gateway.retrieveRefund({ accountId, refundId });
    if (snapshot) await applyRefund(refund, refundStatusOf(snapshot.status));
  }

  return {
    /** From the board: all or part of a payment refunded on the restaurant's account. */
    async refund(input: {
      ownerId: string;
      paymentId: string;
      amountCents: number;
      reason: string;
      actor: Actor;
    }) {
      const payment = await payments.findPayment(db, input.paymentId);
      if (!payment || payment.ownerId !== input.ownerId) throw paymentNotFound();
      if (
        !gateway ||
        payment.status !== 'succeeded' ||
        !payment.paymentIntentId ||
        !payment.stripeAccountId
      ) {
        throw new AppError('CONFLICT', TAB_MESSAGES.refundNotPossible);
      }
      const at = now().toISOString();
      const refund = await deps.events.transaction(async (trx) => {
        await lockOwner(trx, database.dialect, input.ownerId);
        const taken = await refunds.sumNotFailed(trx, payment.id);
        if (input.amountCents > payment.amountCents + payment.tipCents - taken) {
          throw new AppError('CONFLICT', TAB_MESSAGES.refundTooHigh);
        }
        const record: RefundRecord = {
          id: randomUUID(),
          paymentId: payment.id,
          ownerId: input.ownerId,
          stripeRefundId: null,
          amountCents: input.amountCents,
          reason: input.reason,
          status: 'pending',
          journalSequence: null,
          createdAt: at,
          refundedByName: input.actor.name,
        };
        await refunds.insert(trx, record);
        return record;
      });
      let snapshot: Awaited<ReturnType<ConnectGateway['createRefund']>>;
      try {
        snapshot = await gateway.createRefund({
          accountId: payment.stripeAccountId,
          paymentIntentId: payment.paymentIntentId,
          amountCents: refund.amountCents,
          idempotencyKey: `table-refund-${refund.id}`,
        });
      } catch (error) {
        deps.log.error({ err: error, refundId: refund.id }, 'refund refused');
        await refunds.settle(db, { id: refund.id, status: 'failed', at: now().toISOString() });
        throw new AppError('UNAVAILABLE', TAB_MESSAGES.providerUnavailable);
      }
      await refunds.attachStripeId(db, refund.id, snapshot.id, now().toISOString());
      await applyRefund(refund, refundStatusOf(snapshot.status));
      const saved = await refunds.find(db, refund.id);
      return {
        id: refund.id,
        status: saved?.status ?? refund.status,
        amountCents: refund.amountCents,
      };
    },

    refundChanged,

    /** Refunds Stripe has not confirmed a minute on (an event lost, or early): asked again. */
    async confirmUnconfirmed() {
      const unconfirmed = await refunds.listPendingBefore(
        db,
        new Date(now().getTime() - 60_000).toISOString(),
      );
      for (const refund of unconfirmed) {
        if (refund.accountId && refund.stripeRefundId) {
          await refundChanged({ accountId: refund.accountId, refundId: refund.stripeRefundId });
        }
      }
    },
  };
}
