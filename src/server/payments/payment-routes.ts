import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Language } from '../../domain/i18n/languages';
import {
  CancelledPaymentSchema,
  CloseTabSchema,
  CreatedPaymentSchema,
  CreatePaymentSchema,
  DinerLanguageQuerySchema,
  DinerPaymentSchema,
  DinerTabSchema,
  OwnerTabListSchema,
  OwnerTabSchema,
  PaymentTokenQuerySchema,
  ReceiptQuerySchema,
  RefundResultSchema,
  RefundSchema,
  TabIdParamsSchema,
  TabStatusQuerySchema,
  TabTokenParamsSchema,
} from '../../domain/payments/tab-schema';
import type { EventBus } from '../events/event-bus';
import type { EventStreams } from '../http/sse';
import { renderPaymentPage } from './payment-page';
import type { PaymentService } from './payment-service';
import { receiptFileName } from './receipts/receipt-file-name';
import { renderReceiptHtml } from './receipts/receipt-html';
import { renderReceiptPdf } from './receipts/receipt-pdf';
import { followTabs } from './tab-streams';

type Deps = { payments: PaymentService; events: EventBus; streams: EventStreams };

/**
 * The table's tab and its payments, inside /api/v1. Diners follow and pay their table's tab
 * with its QR code's token (no account); the payer follows a payment with the secret token it
 * was given. The owner sees and closes tabs.
 */
export function registerTabRoutes(scope: FastifyInstance, deps: Deps) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const { payments, events, streams } = deps;
  const tags = ['payments'];

  api.get(
    '/public/tables/:tableToken/tab',
    {
      config: { isPublic: true },
      schema: {
        tags,
        summary: "The table's open tab (or an empty one), in the diner's language",
        security: [],
        params: TabTokenParamsSchema,
        querystring: DinerLanguageQuerySchema,
        response: { 200: DinerTabSchema },
      },
    },
    async (request, reply) => {
      const tab = await payments.dinerTab({
        tableToken: request.params.tableToken,
        lang: request.query.lang,
      });
      return reply.header('Cache-Control', 'no-store').send(tab);
    },
  );

  api.get(
    '/public/tables/:tableToken/tab/events',
    {
      config: { isPublic: true },
      schema: {
        tags,
        summary: "The table's tab, live (Server-Sent Events `tab`: the whole tab at each change)",
        security: [],
        params: TabTokenParamsSchema,
        querystring: DinerLanguageQuerySchema,
      },
    },
    async (request, reply) => {
      const { tableToken } = request.params;
      const { ownerId } = await payments.requireTabScope({ tableToken });
      followTabs({
        stream: streams.open(request, reply, { kind: 'table', id: tableToken }),
        events,
        ownerId,
        read: () => payments.dinerTab({ tableToken, lang: request.query.lang }),
        log: request.log,
      });
    },
  );

  api.post(
    '/public/tabs/:id/payments',
    {
      config: { isPublic: true },
      schema: {
        tags,
        summary:
          'Pay a share of the tab (all, equal parts, chosen lines, an amount) with an optional tip: reserves it and opens Checkout on the restaurant’s Stripe account (409 when no longer available)',
        security: [],
        params: TabIdParamsSchema,
        body: CreatePaymentSchema,
        response: { 201: CreatedPaymentSchema },
      },
    },
    async (request, reply) => {
      const created = await payments.createPayment({
        tabId: request.params.id,
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  api.get(
    '/public/payments/:id',
    {
      config: { isPublic: true },
      schema: {
        tags,
        summary: "A payer's payment, as Stripe reported it to the server",
        security: [],
        params: TabIdParamsSchema,
        querystring: PaymentTokenQuerySchema,
        response: { 200: DinerPaymentSchema },
      },
    },
    async (request, reply) => {
      const { payment, receiptUrl } = await payments.dinerPayment({
        id: request.params.id,
        token: request.query.token,
      });
      return reply.header('Cache-Control', 'no-store').send({
        id: payment.id,
        status: payment.status,
        amountCents: payment.amountCents,
        tipCents: payment.tipCents,
        receiptUrl,
      });
    },
  );

  api.get(
    '/public/payments/:id/receipt',
    {
      config: { isPublic: true },
      schema: {
        tags,
        summary:
          'The receipt of a payment that succeeded (HTML, or &format=pdf; &variant=expense: the note de frais), in French and the payer’s language; 404 until it succeeded',
        security: [],
        params: TabIdParamsSchema,
        querystring: ReceiptQuerySchema,
      },
    },
    async (request, reply) => {
      const { token, format, variant } = request.query;
      const { receipt, pdfUrl } = await payments.receipt({ id: request.params.id, token });
      const options = { variant, language: receipt.language };
      reply.header('Cache-Control', 'private, no-store').header('Referrer-Policy', 'no-referrer');
      if (format === 'pdf') {
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `inline; filename="${receiptFileName(receipt, variant)}"`)
          .send(await renderReceiptPdf(receipt, options));
      }
      return reply
        .type('text/html; charset=utf-8')
        .send(await renderReceiptHtml(receipt, { ...options, pdfUrl }));
    },
  );

  api.post(
    '/public/payments/:id/cancel',
    {
      config: { isPublic: true },
      schema: {
        tags,
        summary: 'The payer gave up: the Checkout Session ends and the share is free again',
        security: [],
        params: TabIdParamsSchema,
        querystring: PaymentTokenQuerySchema,
        response: { 200: DinerPaymentSchema },
      },
    },
    async (request) => {
      const payment = await payments.cancelPayment({
        id: request.params.id,
        token: request.query.token,
      });
      return {
        id: payment.id,
        status: payment.status,
        amountCents: payment.amountCents,
        tipCents: payment.tipCents,
        receiptUrl: null,
      };
    },
  );

  api.get(
    '/tabs',
    {
      config: { permission: 'tabs.manage' },
      schema: {
        tags,
        summary: 'My tables’ tabs (?status=open|closed), newest first',
        querystring: TabStatusQuerySchema,
        response: { 200: OwnerTabListSchema },
      },
    },
    async (request) => ({
      tabs: await payments.ownerTabs({ ownerId: request.owner.id, status: request.query.status }),
    }),
  );

  api.get(
    '/tabs/events',
    {
      config: { permission: 'tabs.manage' },
      schema: { tags, summary: 'My open tabs, live (Server-Sent Events `tab`: the whole list)' },
    },
    async (request, reply) => {
      const ownerId = request.owner.id;
      followTabs({
        stream: streams.open(request, reply),
        events,
        ownerId,
        read: async () => ({ tabs: await payments.ownerTabs({ ownerId, status: 'open' }) }),
        log: request.log,
      });
    },
  );

  registerRefundRoute(scope, payments);

  api.post(
    '/payments/:id/cancel',
    {
      config: { permission: 'tabs.manage' },
      schema: {
        tags,
        summary:
          'Cancel a payment in progress (a diner walked away from Checkout): the session is expired at Stripe and the share is free again; 409 when it already succeeded',
        params: TabIdParamsSchema,
        response: { 200: CancelledPaymentSchema },
      },
    },
    async (request) =>
      payments.cancelPaymentByStaff({ ownerId: request.owner.id, paymentId: request.params.id }),
  );

  api.post(
    '/tabs/:id/close',
    {
      config: { permission: 'tabs.manage' },
      schema: {
        tags,
        summary: '"Réglé en caisse": close a tab whose rest was paid outside Ardoise',
        params: TabIdParamsSchema,
        body: CloseTabSchema,
        response: { 200: OwnerTabSchema },
      },
    },
    async (request) =>
      payments.closeTab({
        ownerId: request.owner.id,
        tabId: request.params.id,
        method: request.body.method,
        actor: request.actor,
      }),
  );
}

/** The owner's refunds: registered with the tabs (same scope, same service). */
function registerRefundRoute(scope: FastifyInstance, payments: PaymentService) {
  scope.withTypeProvider<ZodTypeProvider>().post(
    '/payments/:id/refund',
    {
      config: { permission: 'payments.refund' },
      schema: {
        tags: ['payments'],
        summary:
          'Refund all or part of a table payment, through Stripe on the restaurant’s account',
        params: TabIdParamsSchema,
        body: RefundSchema,
        response: { 200: RefundResultSchema },
      },
    },
    async (request) =>
      payments.refund({
        ownerId: request.owner.id,
        paymentId: request.params.id,
        amountCents: request.body.amountCents,
        reason: request.body.reason,
        actor: request.actor,
      }),
  );
}

/** `/paiement/{id}?token=`: where Checkout sends the payer back (success or "Annuler"). */
export function registerPaymentPage(app: FastifyInstance, deps: { payments: PaymentService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/paiement/:id',
    {
      schema: {
        hide: true,
        params: TabIdParamsSchema,
        querystring: PaymentTokenQuerySchema.extend({
          cancelled: PaymentTokenQuerySchema.shape.token.optional(),
        }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { token, cancelled } = request.query;
      if (cancelled) await deps.payments.cancelPayment({ id, token });
      const { payment, receiptUrl, back } = await deps.payments.dinerPayment({ id, token });
      const html = renderPaymentPage({
        language: payment.language as Language,
        status: payment.status,
        amountCents: payment.amountCents,
        tipCents: payment.tipCents,
        receiptUrl,
        backUrl: back,
      });
      return reply
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
}
