import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type Access, teamAccess } from '../owner-state/team-access';
import { sessionCookieOf, toFetchHeaders } from './auth-bridge';
import type { AuthLoader } from './auth-loader';
import { deviceTokenOf } from './device-cookie';
import type { SessionCache, VerifiedSession } from './session-cache';

export type AccessResolver = (request: FastifyRequest) => Promise<Access | null>;

/**
 * Who a request acts as, for which restaurant (docs/decisions/016-team.md): a paired device by
 * its cookie, or a signed-in user by Better Auth's session and their membership of the session's
 * restaurant. Null when neither, and for a user who belongs to no team any more: a member removed
 * a second ago is refused at their next request, whichever instance answers it.
 */
export function createAccessResolver(deps: {
  loadAuth: AuthLoader;
  db: Kysely<Database>;
  /** Sessions verified a moment ago (session-cache.ts). */
  sessions: SessionCache;
  now?: () => Date;
}): AccessResolver {
  const now = deps.now ?? (() => new Date());

  /** Better Auth's answer for this cookie, or the one it gave a moment ago. */
  async function verifiedSession(
    request: FastifyRequest,
    cookie: string,
  ): Promise<VerifiedSession | null> {
    const cached = deps.sessions.get(cookie);
    if (cached) return cached;
    const mark = deps.sessions.mark();
    const auth = await deps.loadAuth();
    const session = await auth.api.getSession({ headers: toFetchHeaders(request.headers) });
    if (!session) return null;
    const verified: VerifiedSession = {
      userId: session.user.id,
      name: session.user.name,
      activeOrganizationId:
        (session.session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null,
      expiresAt: new Date(session.session.expiresAt).getTime(),
    };
    deps.sessions.set(cookie, verified, mark);
    return verified;
  }

  return async (request) => {
    const deviceToken = deviceTokenOf(request.headers);
    if (deviceToken) {
      const device = await teamAccess.ofDeviceToken(deps.db, deviceToken, now());
      if (device) return device;
    }
    const cookie = sessionCookieOf(request.headers);
    if (!cookie) return null;
    const session = await verifiedSession(request, cookie);
    if (!session) return null;
    return teamAccess.ofUser(deps.db, session);
  };
}
