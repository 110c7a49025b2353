import { createBoundedCache } from '../bounded-cache';
import type { EventBus } from '../events/event-bus';

/**
 * Sessions Better Auth has verified, kept a short while by this instance so that an owner's
 * requests do not each check the cookie's signature (WebCrypto, on libuv's thread pool) and read
 * the session and its user from the database: 3–10 ms of every owner request on PostgreSQL, more
 * while the instance is busy (docs/performance.md, "Streams at scale", fifth pass).
 *
 * - The key is the session cookie exactly as the browser sent it (token and signature): a
 *   cookie is found only if the same bytes were verified before; anything else goes to Better
 *   Auth.
 * - An entry lasts `ttlMs` (30 s), never past the session's own expiry. An answer Better Auth
 *   gave while a change was heard (a sign-out racing a request) is used once, not kept.
 * - Every instance drops a user's entries as soon as their sessions or account change, whichever
 *   instance changed them (`session.changed` through the event log): signing out, revoking a
 *   session or all others, a password reset, switching restaurant, a new name, a deleted
 *   account, a member removed from a team (`team.access.revoked`). The 30 s bound the rest: a
 *   session deleted straight in the database by hand.
 */
export type VerifiedSession = {
  userId: string;
  name: string;
  activeOrganizationId: string | null;
  /** The session's own expiry (ms since the epoch). */
  expiresAt: number;
};

type Entry = VerifiedSession & { cachedUntil: number };

export type SessionCache = {
  get(cookie: string): VerifiedSession | null;
  /**
   * Taken before asking Better Auth; `set` keeps its answer only if no session changed since
   * (an answer read just before a sign-out must not be kept after it).
   */
  mark(): number;
  set(cookie: string, session: VerifiedSession, mark: number): void;
};

export function createSessionCache(deps: {
  events: EventBus;
  now?: () => Date;
  ttlMs?: number;
  maxEntries?: number;
}): SessionCache {
  const now = deps.now ?? (() => new Date());
  const ttlMs = deps.ttlMs ?? 30_000;
  /** Each user's cookies in the cache, to drop them together. */
  const cookiesOf = new Map<string, Set<string>>();
  const entries = createBoundedCache<string, Entry>({
    maxEntries: deps.maxEntries ?? 20_000,
    dispose(entry, cookie) {
      const cookies = cookiesOf.get(entry.userId);
      cookies?.delete(cookie);
      if (cookies?.size === 0) cookiesOf.delete(entry.userId);
    },
  });

  /** How many changes this instance has heard of. */
  let changes = 0;
  function dropUser(userId: string) {
    changes += 1;
    for (const cookie of [...(cookiesOf.get(userId) ?? [])]) entries.delete(cookie);
  }

  deps.events.on('session.changed', ({ userId }) => dropUser(userId));
  deps.events.on('team.access.revoked', ({ actorId }) => dropUser(actorId));

  return {
    get(cookie) {
      const entry = entries.get(cookie);
      if (!entry) return null;
      const at = now().getTime();
      if (at >= entry.cachedUntil || at >= entry.expiresAt) {
        entries.delete(cookie);
        return null;
      }
      return entry;
    },
    mark: () => changes,
    set(cookie, session, mark) {
      if (mark !== changes) return;
      const cachedUntil = now().getTime() + ttlMs;
      entries.set(cookie, { ...session, cachedUntil });
      // Set after the entry: replacing an entry disposes of the one it replaces first.
      let cookies = cookiesOf.get(session.userId);
      if (!cookies) {
        cookies = new Set();
        cookiesOf.set(session.userId, cookies);
      }
      cookies.add(cookie);
    },
  };
}
