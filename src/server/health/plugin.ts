import type { FastifyPluginAsync } from 'fastify';
import type { AppDatabase } from '../db/database';
import { registerHealthRoutes } from './routes';

/** /healthz and /readyz for the load balancer. */
export const healthPlugin: FastifyPluginAsync<{ database: AppDatabase }> = async (
  app,
  { database },
) => registerHealthRoutes(app, database);
