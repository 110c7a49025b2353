import { randomBytes, randomUUID } from 'node:crypto';
import type { Language } from '../../domain/i18n/languages';
import type { JournalEntryInput } from '../../domain/journal/journal-schema';
import type { PaidShares } from '../../domain/payments/paid-shares';
import { allocate, SPLIT_REFUSALS, type SplitRefusal } from '../../domain/payments/split-rules';
import { TAB_MESSAGES } from '../../domain/payments/tab-messages';
import type { CreatePayment, DinerTab, OwnerTab } from '../../domain/payments/tab-schema';
import type { Receipt } from '../../domain/receipts/receipt-rules';
import { publicMenuUrl } from '../../domain/tables/tables';
import type { AppDatabase } from '../db/database';
import { lockOwner } from '../db/portable';
import type { Emit, EventBus } from '../events/event-bus';
import type { FiscalJournal } from '../fiscal-journal/fiscal-journal';
import { AppError } from '../http/app-error';
import type { Logger } from '../logging/logger';
import type { Mailer } from '../mail/mailer';
import { requireOwnerEntitlement } from '../owner-state/entitlements';
import { dropUnpaidOrders } from '../owner-state/held-orders';
import type { Actor } from '../owner-state/owner';
import { ownerTables } from '../owner-state/owner-tables';
import { loadReceiptRestaurant } from '../owner-state/receipt-restaurant';
import type { ConnectGateway } from './connect-gateway';
import {
  type PaymentRecord,
  paymentRepository as payments,
  type TabRecord,
} from './payment-repository';
import { createPaymentSettlement } from './payment-settlement';
import { requireVatRates, vatOfAllocations } from './payment-vat';
import { refundRepository as refundRecords } from './refund-repository';
import { createRefundService } from './refund-service';
import {
  loadEqualRound,
  loadRefundedCents,
  loadTabLines,
  ownerFigures,
  summarize,
} from './tab-view';

/** How long a payer may stay in Checkout: Stripe's shortest session life. */
export const CHECKOUT_MINUTES = 30;
/** How long an order "à la commande" waits for a payment to start before it is dropped. */
export const HELD_ORDER_MINUTES = 15;

/** The restaurant's side of payments: its connected account and its settings. */
export type PaymentSetup = {
  accountOf(ownerId: string): Promise<{ stripeAccountId: string; isActive: boolean } | null>;
  settingsOf(ownerId: string): Promise<{ when: 'after' | 'before' | 'off'; tips: boolean }>;
};

type Deps = {
  database: AppDatabase;
  events: EventBus;
  /** null: payments are not configured on this server (no Stripe keys, not local). */
  gateway: ConnectGateway | null;
  journal: Pick<FiscalJournal, 'append'>;
  setup: PaymentSetup;
  publicUrl: string;
  /** Receipts go by e-mail when the payer gave an address. */
  mailer: Mailer;
  log: Logger;
  now?: () => Date;
  /**
   * After a payment's success is committed (the statistics count it): the amount without tip,
   * split by the menus its lines were ordered from.
   */
  onPaid?: (paid: PaidShares) => void;
};

const tabNotFound = () => new AppError('NOT_FOUND', TAB_MESSAGES.tabNotFound);
const paymentNotFound = () => new AppError('NOT_FOUND', TAB_MESSAGES.paymentNotFound);

const REFUSAL_MESSAGES: Record<SplitRefusal, string> = {
  [SPLIT_REFUSALS.nothingLeft]: TAB_MESSAGES.nothingLeft,
  [SPLIT_REFUSALS.lineUnknown]: TAB_MESSAGES.lineUnknown,
  [SPLIT_REFUSALS.lineTaken]: TAB_MESSAGES.lineTaken,
  [SPLIT_REFUSALS.amountTooHigh]: TAB_MESSAGES.amountTooHigh,
};

export function createPaymentService(deps: Deps) {
  const { database, gateway, setup } = deps;
  const { db } = database;
  const now = deps.now ?? (() => new Date());
  const refunds = createRefundService(deps);

  const receiptUrl = (payment: PaymentRecord) =>
    `${deps.publicUrl}/api/v1/public/payments/${payment.id}/receipt?token=${payment.receiptToken}`;
  const { applyCheckout, release } = createPaymentSettlement({ ...deps, now, receiptUrl });
  const statusUrl = (payment: PaymentRecord) =>
    `${deps.publicUrl}/paiement/${payment.id}?token=${payment.receiptToken}`;

  /**
   * The table a token stands for, in a restaurant that takes orders; 404 otherwise. Read at
   * every push of a tab's stream: the token and the plan only, not the owner's whole state.
   */
  async function requireTable(tableToken: string) {
    const table = await ownerTables.findByToken(db, tableToken);
    if (!table) throw tabNotFound();
    await requireOwnerEntitlement(db, table.ownerId, 'canTakeOrders');
    return table;
  }

  async function dinerTabOf(tab: TabRecord | null, table: string, lang: Language) {
    if (tab?.status !== 'open') {
      return {
        id: null,
        status: 'none',
        table,
        lines: [],
        totalCents: 0,
        paidCents: 0,
        remainingCents: 0,
        reservedCents: 0,
        refundedCents: 0,
        equalRound: null,
      } satisfies DinerTab;
    }
    const [lines, equalRound, refundedCents] = await Promise.all([
      loadTabLines(db, tab, lang),
      loadEqualRound(db, tab.id),
      loadRefundedCents(db, tab.id),
    ]);
    return {
      id: tab.id,
      status: 'open',
      table,
      lines,
      ...summarize(lines),
      refundedCents,
      equalRound,
    } satisfies DinerTab;
  }

  async function requirePaymentByToken(id: string, token: string) {
    const payment = await payments.findPayment(db, id);
    if (!payment || payment.receiptToken !== token) throw paymentNotFound();
    return payment;
  }

  return {
    /** The diner's tab: the table's open tab, or an empty one (never the previous group's). */
    async dinerTab({ tableToken, lang }: { tableToken: string; lang: Language }) {
      const table = await requireTable(tableToken);
      const tab = await payments.findOpenTab(db, table.ownerId, table.name);
      return dinerTabOf(tab, table.name, lang);
    },

    /** Who may follow a tab's stream: the owner and tab its table token stands for now. */
    async requireTabScope({ tableToken }: { tableToken: string }) {
      const table = await requireTable(tableToken);
      return { ownerId: table.ownerId, table: table.name };
    },

    async ownerTabs({ ownerId, status }: { ownerId: string; status: 'open' | 'closed' }) {
      const tabs = await payments.listTabs(db, ownerId, status);
      return Promise.all(tabs.map((tab) => ownerTabOf(tab)));
    },

    /**
     * A payer's share: reserved on the tab's lines (so nobody else can pay those cents), then
     * a Checkout Session on the restaurant's account. Idempotent by `clientRequestId`.
     */
    async createPayment({ tabId, input }: { tabId: string; input: CreatePayment }) {
      const table = await requireTable(input.tableToken);
      const tab = await payments.findTab(db, tabId);
      if (!tab || tab.ownerId !== table.ownerId || tab.table !== table.name) throw tabNotFound();
      const existing = await payments.findPaymentByRequest(db, tab.id, input.clientRequestId);
      if (existing) return toCreated(existing);
      if (tab.status !== 'open') throw new AppError('CONFLICT', TAB_MESSAGES.tabClosed);

      await requireOwnerEntitlement(db, tab.ownerId, 'canTakeTablePayments');
      const [settings, account, restaurant] = await Promise.all([
        setup.settingsOf(tab.ownerId),
        setup.accountOf(tab.ownerId),
        loadReceiptRestaurant(db, tab.ownerId),
      ]);
      if (!gateway || settings.when === 'off' || !account?.isActive) {
        throw new AppError('CONFLICT', TAB_MESSAGES.paymentsOff);
      }
      if (input.tipCents > 0 && !settings.tips) {
        throw new AppError('VALIDATION', TAB_MESSAGES.tipsOff, { field: 'tipCents' });
      }

      const at = now();
      const payment = await deps.events.transaction(async (trx, emit) => {
        await lockOwner(trx, database.dialect, tab.ownerId);
        const again = await payments.findPaymentByRequest(trx, tab.id, input.clientRequestId);
        if (again) return again;
        const current = await payments.findTab(trx, tab.id);
        if (current?.status !== 'open') throw new AppError('CONFLICT', TAB_MESSAGES.tabClosed);
        const lines = await loadTabLines(trx, tab, 'fr');
        const cut = allocate(
          lines.map((line) => ({
            id: line.id,
            amountCents: line.amountCents,
            takenCents: line.paidCents + line.reservedCents,
          })),
          input.split,
          await loadEqualRound(trx, tab.id),
        );
        if (!cut.ok) throw new AppError('CONFLICT', REFUSAL_MESSAGES[cut.reason]);
        // Before any payment: a line whose VAT rate is unknown is refused, naming the dish.
        await requireVatRates(
          trx,
          tab.id,
          cut.allocations.map((part) => part.lineId),
        );
        if (input.tipCents > cut.amountCents) {
          throw new AppError('VALIDATION', TAB_MESSAGES.tipTooHigh, { field: 'tipCents' });
        }
        const record: PaymentRecord = {
          id: randomUUID(),
          ownerId: tab.ownerId,
          tabId: tab.id,
          clientRequestId: input.clientRequestId,
          status: 'pending',
          amountCents: cut.amountCents,
          tipCents: input.tipCents,
          refundedCents: 0,
          language: input.language,
          email: input.email ?? null,
          receiptToken: randomBytes(18).toString('base64url'),
          stripeAccountId: account.stripeAccountId,
          checkoutSessionId: null,
          checkoutUrl: null,
          paymentIntentId: null,
          method: null,
          journalSequence: null,
          splitParts: input.split.kind === 'equal' ? input.split.parts : null,
          expiresAt: new Date(at.getTime() + CHECKOUT_MINUTES * 60_000).toISOString(),
          createdAt: at.toISOString(),
          updatedAt: at.toISOString(),
        };
        await payments.insertPayment(
          trx,
          record,
          cut.allocations.map((part) => ({ paymentId: record.id, ...part })),
        );
        await emit('tab.changed', { ownerId: tab.ownerId, tabId: tab.id });
        return record;
      });
      if (payment.checkoutUrl) return toCreated(payment);

      try {
        const session = await gateway.createCheckoutSession({
          accountId: account.stripeAccountId,
          paymentId: payment.id,
          amountCents: payment.amountCents + payment.tipCents,
          description: `${restaurant?.name ?? ''} · Table ${tab.table}`.trim(),
          locale: input.language,
          ...(payment.email && { customerEmail: payment.email }),
          successUrl: statusUrl(payment),
          cancelUrl: `${statusUrl(payment)}&cancelled=1`,
          expiresAt: new Date(payment.expiresAt),
          idempotencyKey: `table-payment-${payment.id}`,
        });
        await payments.attachCheckout(db, {
          id: payment.id,
          sessionId: session.id,
          url: session.url,
          accountId: account.stripeAccountId,
          at: now().toISOString(),
        });
        return toCreated({ ...payment, checkoutUrl: session.url });
      } catch (error) {
        deps.log.error({ err: error, paymentId: payment.id }, 'checkout session refused');
        await deps.events.transaction(async (trx, emit) => {
          if (
            await payments.settle(trx, {
              id: payment.id,
              status: 'failed',
              at: now().toISOString(),
            })
          ) {
            await emit('tab.changed', { ownerId: tab.ownerId, tabId: tab.id });
          }
        });
        throw new AppError('UNAVAILABLE', TAB_MESSAGES.providerUnavailable);
      }
    },

    /** The payer's view after Checkout; a pending payment is checked with Stripe first. */
    async dinerPayment({ id, token }: { id: string; token: string }) {
      let payment = await requirePaymentByToken(id, token);
      if (payment.status === 'pending') payment = await applyCheckout(payment);
      return {
        payment,
        receiptUrl: payment.status === 'succeeded' ? receiptUrl(payment) : null,
        back: await backUrlOf(payment),
      };
    },

    /** A payment's receipt as it was issued: 404 until the payment succeeded. */
    async receipt({ id, token }: { id: string; token: string }) {
      let payment = await requirePaymentByToken(id, token);
      if (payment.status === 'pending') payment = await applyCheckout(payment);
      const receipt = payment.status === 'succeeded' ? await payments.findReceipt(db, id) : null;
      if (!receipt) throw paymentNotFound();
      return { receipt: receipt as Receipt, pdfUrl: `${receiptUrl(payment)}&format=pdf` };
    },

    /** The diner left Checkout ("Annuler"): the session ends, the share is free again. */
    async cancelPayment({ id, token }: { id: string; token: string }) {
      const payment = await requirePaymentByToken(id, token);
      if (payment.status !== 'pending') return payment;
      return release(payment, 'canceled');
    },

    /**
     * Staff cancel a payment in progress (a diner left Checkout open and walked away): the
     * session is expired at Stripe and the share is free again. A payment Stripe reports as
     * paid stands: recorded as a success, and the answer is a 409.
     */
    async cancelPaymentByStaff({ ownerId, paymentId }: { ownerId: string; paymentId: string }) {
      const payment = await payments.findPayment(db, paymentId);
      if (!payment || payment.ownerId !== ownerId) throw paymentNotFound();
      let ended = payment;
      if (payment.status === 'pending') {
        try {
          ended = await release(payment, 'canceled');
        } catch (error) {
          deps.log.error({ err: error, paymentId }, 'payment not cancelled: Stripe unreachable');
          throw new AppError('UNAVAILABLE', TAB_MESSAGES.cancelUnavailable);
        }
      }
      if (ended.status === 'succeeded') {
        throw new AppError('CONFLICT', TAB_MESSAGES.paymentAlreadySucceeded);
      }
      return { id: ended.id, status: 'cancelled' as const };
    },

    /**
     * The Connect endpoint heard of a session: its state is asked of Stripe. A payment that
     * had ended here is asked too: Stripe may say it was paid after all (never lost).
     */
    async checkoutSessionChanged({
      accountId,
      sessionId,
    }: {
      accountId: string;
      sessionId: string;
    }) {
      const payment = await payments.findPaymentBySession(db, accountId, sessionId);
      if (payment && payment.status !== 'succeeded') await applyCheckout(payment);
    },

    /** Pending payments past their time: ended at Stripe, their shares released. */
    async releaseOverdue() {
      const overdue = await payments.listExpiredPending(db, now().toISOString());
      for (const payment of overdue) await release(payment, 'expired');
      await refunds.confirmUnconfirmed();
      // Orders held for a payment nobody started ("à la commande") leave their tab.
      const at = now();
      const before = new Date(at.getTime() - HELD_ORDER_MINUTES * 60_000).toISOString();
      await deps.events.transaction(async (trx, emit) => {
        const dropped = await dropUnpaidOrders(trx, { before, at: at.toISOString() });
        for (const tab of dropped) await emit('tab.changed', tab);
      });
      return overdue.length;
    },

    /** From the board: all or part of a payment refunded on the restaurant's account. */
    refund: refunds.refund,

    /** The Connect endpoint heard of a refund: its state is asked of Stripe. */
    refundChanged: refunds.refundChanged,

    /** "Réglé en caisse": staff close the tab, the rest paid outside Ardoise. */
    async closeTab({
      ownerId,
      tabId,
      method,
      actor,
    }: {
      ownerId: string;
      tabId: string;
      method: string;
      actor: Actor;
    }) {
      const at = now().toISOString();
      await deps.events.transaction(async (trx, emit) => {
        await lockOwner(trx, database.dialect, ownerId);
        const tab = await payments.findTab(trx, tabId);
        if (!tab || tab.ownerId !== ownerId) throw tabNotFound();
        if (tab.status !== 'open') throw new AppError('CONFLICT', TAB_MESSAGES.tabClosed);
        const lines = await loadTabLines(trx, tab, 'fr');
        const totals = summarize(lines);
        if (totals.reservedCents > 0) {
          throw new AppError('CONFLICT', TAB_MESSAGES.paymentInProgress);
        }
        await payments.closeTab(trx, { id: tab.id, at, method, byName: actor.name });
        await deps.journal.append(trx, {
          ownerId,
          kind: 'tab_closure',
          occurredAt: at,
          amountCents: totals.remainingCents,
          tipCents: 0,
          vat: await vatOfAllocations(
            trx,
            tab.id,
            lines.map((line) => ({
              paymentId: '',
              lineId: line.id,
              amountCents: line.amountCents - line.paidCents,
            })),
          ),
          method: method as JournalEntryInput['method'],
          reference: tab.id,
          tabId: tab.id,
          table: tab.table,
        });
        await emit('tab.changed', { ownerId, tabId: tab.id });
      });
      const tab = await payments.findTab(db, tabId);
      if (!tab) throw tabNotFound();
      return ownerTabOf(tab);
    },
  };

  function toCreated(payment: PaymentRecord) {
    return {
      paymentId: payment.id,
      checkoutUrl: payment.checkoutUrl ?? statusUrl(payment),
      amountCents: payment.amountCents,
      tipCents: payment.tipCents,
      receiptUrl: receiptUrl(payment),
    };
  }

  async function backUrlOf(payment: PaymentRecord) {
    const tab = await payments.findTab(db, payment.tabId);
    const tables = tab ? await ownerTables.list(db, tab.ownerId) : [];
    const token = tables.find((table) => table.name === tab?.table)?.token;
    return publicMenuUrl(deps.publicUrl, payment.ownerId, token);
  }

  async function ownerTabOf(tab: TabRecord): Promise<OwnerTab> {
    const [lines, tabPayments] = await Promise.all([
      loadTabLines(db, tab, 'fr'),
      payments.listTabPayments(db, tab.id),
    ]);
    const refunders = await refundRecords.lastRefundersOf(
      db,
      tabPayments.map((payment) => payment.id),
    );
    return {
      id: tab.id,
      table: tab.table,
      status: tab.status,
      openedAt: tab.openedAt,
      closedAt: tab.closedAt,
      closedMethod: tab.closedMethod,
      closedByName: tab.closedByName,
      creditCents: tab.creditCents,
      ...ownerFigures(tab, lines, tabPayments),
      lines,
      payments: tabPayments.map((payment) => ({
        id: payment.id,
        status: payment.status,
        amountCents: payment.amountCents,
        tipCents: payment.tipCents,
        refundedCents: payment.refundedCents,
        refundedByName: refunders.get(payment.id) ?? null,
        method: payment.method,
        createdAt: payment.createdAt,
      })),
    };
  }
}

export type PaymentService = ReturnType<typeof createPaymentService>;
export type { Emit };
