import { describe, expect, it } from 'vitest';
import { teamFixtures } from '../team/testing/team-fixtures';
import type { TestApp } from '../testing/test-app';
import { testAppForThisFile } from '../testing/test-app';
import { createSessionCache } from './session-cache';

/**
 * Sessions verified a moment ago (session-cache.ts), on both databases and two instances: kept
 * at most 30 s, and forgotten by every instance as soon as the session changes on any of them.
 */
let clock = new Date('2026-11-27T10:00:00Z');
const now = () => clock;
const a = testAppForThisFile({ now });
const b = testAppForThisFile(() => ({ sameDatabaseAs: a, now }));
const fx = teamFixtures(() => a);

const ordersOn = (app: TestApp, cookie: string) =>
  fx.call({ method: 'GET', url: '/api/v1/orders', cookie }, app);

/** Retries `read` until `done` says so (the other instance hears of a change within ms). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean) {
  let value = await read();
  for (let attempt = 0; attempt < 100 && !done(value); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describe('sessions verified a moment ago', () => {
  it('are not read again for 30 s, and no longer', async () => {
    const r = await fx.owner();
    expect((await ordersOn(a, r.cookie)).statusCode).toBe(200);
    // Ended behind the app's back (no hook, no event): only the 30 s bound it.
    await a.testDatabase.database.db.deleteFrom('session').where('userId', '=', r.id).execute();
    expect((await ordersOn(a, r.cookie)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 29_000);
    expect((await ordersOn(a, r.cookie)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 2_000);
    expect((await ordersOn(a, r.cookie)).statusCode).toBe(401);
  });

  it('are forgotten by the other instance as soon as the owner signs out', async () => {
    const r = await fx.owner();
    expect((await ordersOn(b, r.cookie)).statusCode).toBe(200);
    const signedOut = await fx.call({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookie: r.cookie,
    });
    expect(signedOut.statusCode).toBe(200);
    expect((await ordersOn(a, r.cookie)).statusCode).toBe(401);
    const onB = await eventually(
      () => ordersOn(b, r.cookie),
      (response) => response.statusCode === 401,
    );
    expect(onB.statusCode).toBe(401);
  });

  it('does not keep an answer read while a session changed (a sign-out racing a request)', async () => {
    const sessions = createSessionCache({ events: a.events, now });
    const verified = {
      userId: 'user-1',
      name: 'Le Petit Bistro',
      activeOrganizationId: null,
      expiresAt: clock.getTime() + 86_400_000,
    };
    const mark = sessions.mark();
    // Meanwhile, any user's sessions change (delivered by the event log before `set`).
    await a.events.publish('session.changed', { ownerId: 'user-2', userId: 'user-2' });
    sessions.set('better-auth.session_token=a.b', verified, mark);
    expect(sessions.get('better-auth.session_token=a.b')).toBeNull();

    sessions.set('better-auth.session_token=a.b', verified, sessions.mark());
    expect(sessions.get('better-auth.session_token=a.b')).toMatchObject({ userId: 'user-1' });
    await a.events.publish('session.changed', { ownerId: 'user-1', userId: 'user-1' });
    expect(sessions.get('better-auth.session_token=a.b')).toBeNull();
  });

  it('follow a switch to another restaurant made on the other instance', async () => {
    const first = await fx.owner();
    const second = await fx.owner();
    await fx.call({
      method: 'POST',
      url: '/api/v1/team/invitations',
      cookie: first.cookie,
      payload: { email: second.email, role: 'manager' },
    });
    const invitationId = await fx.invitationIdFor(second.email);
    const accepted = await fx.call({
      method: 'POST',
      url: `/api/v1/public/invitations/${invitationId}/accept`,
      cookie: second.cookie,
    });
    expect(accepted.statusCode).toBe(204);
    const me = () => fx.call({ method: 'GET', url: '/api/v1/me', cookie: second.cookie }, b);
    expect((await me()).json().restaurant.id).toBe(first.id);

    const switched = await fx.call({
      method: 'PUT',
      url: '/api/v1/me/restaurant',
      cookie: second.cookie,
      payload: { restaurantId: second.id },
    });
    expect(switched.statusCode).toBe(204);
    const after = await eventually(me, (response) => response.json().restaurant.id === second.id);
    expect(after.json().restaurant.id).toBe(second.id);
    expect(after.json().actor.role).toBe('owner');
  });
});
