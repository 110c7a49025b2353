import type { FastifyPluginAsync } from 'fastify';
import type { EventBus } from '../events/event-bus';
import type { ApiScope } from '../http/api-scope';
import type { EventStreams } from '../http/sse';
import type { Logger } from '../logging/logger';
import { repeatJob } from '../repeat-job';
import type { ConnectWebhook } from './connect-webhook';
import { registerLocalConnectRoutes } from './local-connect-routes';
import { registerPaymentAccountRoutes } from './payment-account-routes';
import type { PaymentAccountService } from './payment-account-service';
import { registerPaymentPage, registerTabRoutes } from './payment-routes';
import type { PaymentService } from './payment-service';
import type { createConnectGateway } from './payments-setup';

/** How often pending payments past their Checkout time are released. */
const RELEASE_EVERY_MS = 60_000;
/** How often Connect event ids older than 30 days are forgotten. */
const FORGET_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Payments at the table: tabs, payments and their Checkout, the payer's page, the sweeper; the
 * restaurant's Stripe account and settings, the Connect endpoint and the local payment mode's
 * pages.
 */
export const paymentsPlugin: FastifyPluginAsync<{
  api: ApiScope;
  payments: PaymentService;
  accounts: PaymentAccountService;
  webhook: ConnectWebhook;
  gateway: ReturnType<typeof createConnectGateway>;
  events: EventBus;
  streams: EventStreams;
  publicUrl: string;
  log: Logger;
}> = async (app, deps) => {
  const { api, payments, accounts, webhook, gateway, events, streams, log } = deps;
  await api(app, (scope) => {
    registerTabRoutes(scope, { payments, events, streams });
    registerPaymentAccountRoutes(scope, { accounts, webhook });
  });
  registerPaymentPage(app, { payments });
  if (gateway?.mode === 'local') {
    await registerLocalConnectRoutes(app, { gateway, webhook, publicUrl: deps.publicUrl });
  }
  const stopReleasing = repeatJob(
    () =>
      payments.releaseOverdue().catch((error) => log.error({ err: error }, 'releasing payments')),
    { firstAfterMs: RELEASE_EVERY_MS, everyMs: RELEASE_EVERY_MS },
  );
  const stopForgetting = repeatJob(
    () =>
      webhook.forgetOldEvents().catch((error: unknown) => {
        log.error({ err: error }, 'Connect event ids not purged');
      }),
    { firstAfterMs: FORGET_EVERY_MS, everyMs: FORGET_EVERY_MS },
  );
  app.addHook('onClose', async () => {
    stopReleasing();
    stopForgetting();
  });
};
