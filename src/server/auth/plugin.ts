import type { FastifyPluginAsync } from 'fastify';
import type { Throttle } from '../rate-limit/throttle';
import type { AuthLoader } from './auth-loader';
import { registerAuthRoutes } from './auth-routes';

/** Better Auth's endpoints at /api/auth (accounts, sessions, e-mail flows). */
export const authPlugin: FastifyPluginAsync<{
  loadAuth: AuthLoader;
  signInFailures: Throttle;
  publicUrl: string;
}> = async (app, deps) => registerAuthRoutes(app, deps);
