import { loadOnce } from '../load-once';
import type { Auth, AuthDeps } from './auth';

/** Better Auth, created on first use. */
export type AuthLoader = () => Promise<Auth>;

/**
 * Better Auth and its dependencies weigh about 50 MB of memory once loaded (issue 16 §2): the
 * server loads them with the first request that needs an account or a session (a sign-in, an
 * owner API call with a session cookie), not at start. Diner pages never need them.
 */
export const createAuthLoader = (deps: AuthDeps): AuthLoader =>
  loadOnce(async () => (await import('./auth')).createAuth(deps));
