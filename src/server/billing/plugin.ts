import type { FastifyPluginAsync } from 'fastify';
import type { ApiScope } from '../http/api-scope';
import type { Logger } from '../logging/logger';
import { registerBillingRoutes } from './billing-routes';
import type { BillingService } from './billing-service';
import type { createBillingGateway } from './billing-setup';
import { startGracePeriodSweeper } from './billing-setup';
import { registerLocalBillingRoutes } from './local-billing-routes';

/** The subscription: checkout, portal, webhooks, the local mode, and the grace-period sweep. */
export const billingPlugin: FastifyPluginAsync<{
  api: ApiScope;
  billing: BillingService;
  gateway: ReturnType<typeof createBillingGateway>;
  publicUrl: string;
  log: Logger;
}> = async (app, { api, billing, gateway, publicUrl, log }) => {
  await api(app, (scope) => registerBillingRoutes(scope, { billing }));
  if (gateway?.mode === 'local') {
    await registerLocalBillingRoutes(app, { gateway, billing, publicUrl });
  }
  const stopSweeper = startGracePeriodSweeper(billing, log);
  app.addHook('onClose', async () => stopSweeper());
};
