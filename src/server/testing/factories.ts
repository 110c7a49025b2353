import { randomUUID } from 'node:crypto';
import { makeSignature } from 'better-auth/crypto';
import type { MenuDocumentInput } from '../../domain/menu/menu-schema';
import { MenuDocumentSchema } from '../../domain/menu/menu-schema';
import type { Plan } from '../../domain/plans/plans';
import type { Auth } from '../auth/auth';
import type { AppDatabase } from '../db/database';
import { createEventBus, type EventBus } from '../events/event-bus';
import { consoleLogger } from '../logging/logger';
import { createMenuService, type MenuDetail } from '../menus/menu-service';
import { changePlan } from '../plans/plan-service';

/**
 * What the factories need: the app's Better Auth and database (`testApp.auth`, test database),
 * and its event bus when the app must hear of the change at once (`testApp.events`); without it
 * the change is announced like the admin command does, through the event log.
 */
export type FactoryDeps = { auth: Auth; database: AppDatabase; events?: EventBus };

const eventsOf = ({ database, events }: Pick<FactoryDeps, 'database' | 'events'>): EventBus =>
  events ?? createEventBus({ database, log: consoleLogger() });

export type OwnerFixture = { id: string; email: string; password: string; restaurantName: string };

/**
 * A confirmed owner, created through Better Auth itself (so the password is hashed the real
 * way) and then marked verified. Shared by integration tests, e2e fixtures and the demo seed.
 */
export async function createOwner(
  deps: FactoryDeps,
  overrides: Partial<Omit<OwnerFixture, 'id'>> & { plan?: Plan } = {},
): Promise<OwnerFixture> {
  const email = overrides.email ?? `owner-${randomUUID().slice(0, 8)}@example.fr`;
  const password = overrides.password ?? 'Une phrase de passe solide';
  const restaurantName = overrides.restaurantName ?? 'Le Petit Bistro';
  const { auth, database } = deps;
  const { user } = await auth.api.signUpEmail({
    body: { email, password, name: restaurantName, restaurantName },
  });
  await database.db
    .updateTable('user')
    .set({ emailVerified: true })
    .where('id', '=', user.id)
    .execute();
  if (overrides.plan) {
    await changePlan(
      { database, events: eventsOf(deps) },
      { ownerId: user.id, plan: overrides.plan },
    );
  }
  return { id: user.id, email, password, restaurantName };
}

/**
 * Signs an owner in through Better Auth's server API (no HTTP rate limit) and returns the
 * session cookie to send as the `cookie` header.
 */
export async function signIn(auth: Auth, owner: OwnerFixture): Promise<string> {
  const response = await auth.api.signInEmail({
    body: { email: owner.email, password: owner.password },
    asResponse: true,
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (response.status !== 200 || cookies.length === 0) {
    throw new Error(`sign-in failed for ${owner.email}: ${response.status}`);
  }
  return cookies.join('; ');
}

/**
 * A new session for `ownerId`, stored by Better Auth itself, and the cookie that carries it
 * (name and signed value, exactly as Better Auth sets it): no password check, no HTTP, no rate
 * limit. The e2e fixtures put it in the browser, as the Epic Stack's Playwright helpers do.
 */
export async function createSessionCookie(
  auth: Auth,
  ownerId: string,
): Promise<{ name: string; value: string }> {
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(ownerId);
  // Signed and encoded as better-call's `setSignedCookie` does: `token.base64(HMAC-SHA256)`.
  const signature = await makeSignature(session.token, context.secret);
  return {
    name: context.authCookies.sessionToken.name,
    value: encodeURIComponent(`${session.token}.${signature}`),
  };
}

/** A menu for `ownerId`, through the real service (plan rules apply). */
export async function createMenu(
  deps: Pick<FactoryDeps, 'database' | 'events'>,
  ownerId: string,
  document: MenuDocumentInput,
): Promise<MenuDetail> {
  return createMenuService({ database: deps.database, events: eventsOf(deps) }).createMenu({
    ownerId,
    document: MenuDocumentSchema.parse(document),
  });
}
