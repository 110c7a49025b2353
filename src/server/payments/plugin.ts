import type { FastifyPluginAsync } from 'fastify';
import type { EventBus } from '../events/event-bus';
import type { ApiScope } from '../http/api-scope';
import type { EventStreams } from '../http/sse';
import type { Logger } from '../logging/logger';
import { registerPaymentPage, registerTabRoutes } from './payment-routes';
import type { PaymentService } from './payment-service';

/** How often pending payments past their Checkout time are released. */
const RELEASE_EVERY_MS = 60_000;

/** Payments at the table: tabs, payments and their Checkout, the payer's page, the sweeper. */
export const paymentsPlugin: FastifyPluginAsync<{
  api: ApiScope;
  payments: PaymentService;
  events: EventBus;
  streams: EventStreams;
  log: Logger;
}> = async (app, { api, payments, events, streams, log }) => {
  await api(app, (scope) => registerTabRoutes(scope, { payments, events, streams }));
  registerPaymentPage(app, { payments });
  const timer = setInterval(() => {
    payments.releaseOverdue().catch((error) => log.error({ err: error }, 'releasing payments'));
  }, RELEASE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
