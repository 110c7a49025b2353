import type { FastifyPluginAsync } from 'fastify';
import type { ApiScope } from '../http/api-scope';
import type { Logger } from '../logging/logger';
import type { ConnectWebhook } from './connect-webhook';
import { registerLocalConnectRoutes } from './local-connect-routes';
import { registerPaymentAccountRoutes } from './payment-account-routes';
import type { PaymentAccountService } from './payment-account-service';
import type { createConnectGateway } from './payments-setup';

const FORGET_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Table payments (issue 23): the restaurant's Stripe account and settings, the Connect
 * endpoint, the local payment mode's pages, and the purge of old event ids.
 */
export const paymentsPlugin: FastifyPluginAsync<{
  api: ApiScope;
  accounts: PaymentAccountService;
  webhook: ConnectWebhook;
  gateway: ReturnType<typeof createConnectGateway>;
  publicUrl: string;
  log: Logger;
}> = async (app, { api, accounts, webhook, gateway, publicUrl, log }) => {
  await api(app, (scope) => registerPaymentAccountRoutes(scope, { accounts, webhook }));
  if (gateway?.mode === 'local') {
    await registerLocalConnectRoutes(app, { gateway, webhook, publicUrl });
  }
  const timer = setInterval(() => {
    webhook.forgetOldEvents().catch((error: unknown) => {
      log.error({ err: error }, 'Connect event ids not purged');
    });
  }, FORGET_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
