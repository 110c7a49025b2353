import type { FastifyPluginAsync } from 'fastify';
import type { Readiness } from './readiness';
import { registerHealthRoutes } from './routes';

/** /healthz and /readyz for the load balancer. */
export const healthPlugin: FastifyPluginAsync<{ readiness: Readiness }> = async (
  app,
  { readiness },
) => {
  // Whoever closes the app (SIGTERM, a test), readiness turns 503 first.
  app.addHook('preClose', async () => readiness.beginShutdown());
  registerHealthRoutes(app, readiness);
};
