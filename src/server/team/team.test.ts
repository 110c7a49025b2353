import { describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '../../domain/team/roles';
import { testAppForThisFile } from '../testing/test-app';
import { teamFixtures } from './testing/team-fixtures';

const testApp = testAppForThisFile();
const { call, owner, member, device, invitationIdFor } = teamFixtures(() => testApp);

describe('the team: invitations, roles, removal', () => {
  it('an invited Service member joins by the mailed link and sees only what Service may use', async () => {
    const restaurant = await owner();
    const karim = await member(restaurant, 'service', 'Karim');

    // Signed out: null and 200, like Better Auth's get-session (no 401 in a visitor's console).
    const signedOut = await call({ method: 'GET', url: '/api/v1/me' });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toBeNull();
    const me = (await call({ method: 'GET', url: '/api/v1/me', cookie: karim.cookie })).json();
    expect(me.restaurant).toEqual({ id: restaurant.id, name: restaurant.restaurantName });
    expect(me.actor).toMatchObject({
      name: 'Karim',
      role: 'service',
      kind: 'user',
      email: karim.email,
    });
    expect(me.permissions).toContain('orders.board');
    expect(me.permissions).toContain('tabs.manage');
    expect(me.permissions).not.toContain('billing.manage');
    expect(me.permissions).not.toContain('menus.write');

    // The restaurant's data, not an empty one of their own.
    const orders = await call({ method: 'GET', url: '/api/v1/orders', cookie: karim.cookie });
    expect(orders.statusCode).toBe(200);
    const billing = await call({
      method: 'GET',
      url: '/api/v1/billing/subscription',
      cookie: karim.cookie,
    });
    expect(billing.statusCode).toBe(403);
    expect(billing.json().error.message).toBe(TEAM_MESSAGES.forbidden);

    const team = (
      await call({ method: 'GET', url: '/api/v1/team', cookie: restaurant.cookie })
    ).json();
    expect(team.members.map((m: { role: string }) => m.role)).toEqual(['owner', 'service']);
    expect(team.invitations).toEqual([]);
  });

  it('the invitation mail is in French, names the restaurant and the role; a used or unknown link is 404', async () => {
    const restaurant = await owner();
    const email = 'lea@example.fr';
    await call({
      method: 'POST',
      url: '/api/v1/team/invitations',
      cookie: restaurant.cookie,
      payload: { email, role: 'kitchen' },
    });
    const invitationId = await invitationIdFor(email);
    const mail = testApp.outbox.list().findLast((message) => message.to === email);
    expect(mail?.subject).toContain(restaurant.restaurantName);
    expect(mail?.text).toContain('Cuisine');
    const view = await call({ method: 'GET', url: `/api/v1/public/invitations/${invitationId}` });
    expect(view.json()).toEqual({
      restaurantName: restaurant.restaurantName,
      role: 'kitchen',
      email,
      hasAccount: false,
    });
    const unknown = await call({ method: 'GET', url: '/api/v1/public/invitations/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toMatch(/invitation/);

    const pending = (
      await call({ method: 'GET', url: '/api/v1/team', cookie: restaurant.cookie })
    ).json();
    expect(pending.invitations).toMatchObject([{ email, role: 'kitchen' }]);
    const cancelled = await call({
      method: 'DELETE',
      url: `/api/v1/team/invitations/${invitationId}`,
      cookie: restaurant.cookie,
    });
    expect(cancelled.json().invitations).toEqual([]);
    const gone = await call({ method: 'GET', url: `/api/v1/public/invitations/${invitationId}` });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses bad invitations in French: a bad address, the owner role, a weak password', async () => {
    const restaurant = await owner();
    const bad = await call({
      method: 'POST',
      url: '/api/v1/team/invitations',
      cookie: restaurant.cookie,
      payload: { email: 'pas-une-adresse', role: 'service' },
    });
    expect(bad.statusCode).toBe(422);
    const asOwner = await call({
      method: 'POST',
      url: '/api/v1/team/invitations',
      cookie: restaurant.cookie,
      payload: { email: 'x@example.fr', role: 'owner' },
    });
    expect(asOwner.statusCode).toBe(422);
    expect(asOwner.json().error.message).toBe('Choisissez un rôle.');
    await call({
      method: 'POST',
      url: '/api/v1/team/invitations',
      cookie: restaurant.cookie,
      payload: { email: 'weak@example.fr', role: 'service' },
    });
    const invitationId = await invitationIdFor('weak@example.fr');
    const weak = await call({
      method: 'POST',
      url: `/api/v1/public/invitations/${invitationId}/account`,
      payload: { name: 'Léa', password: 'court' },
    });
    expect(weak.statusCode).toBe(422);
  });

  it('a member of another restaurant sees that restaurant, and may switch to their own', async () => {
    const first = await owner();
    const second = await owner();
    // The second owner also works at the first restaurant, as a Gérant.
    await call({
      method: 'POST',
      url: '/api/v1/team/invitations',
      cookie: first.cookie,
      payload: { email: second.email, role: 'manager' },
    });
    const invitationId = await invitationIdFor(second.email);
    const view = (
      await call({ method: 'GET', url: `/api/v1/public/invitations/${invitationId}` })
    ).json();
    expect(view.hasAccount).toBe(true);
    const accepted = await call({
      method: 'POST',
      url: `/api/v1/public/invitations/${invitationId}/accept`,
      cookie: second.cookie,
    });
    expect(accepted.statusCode).toBe(204);
    const me = (await call({ method: 'GET', url: '/api/v1/me', cookie: second.cookie })).json();
    expect(me.restaurant.id).toBe(first.id);
    expect(me.actor.role).toBe('manager');
    expect(me.restaurants.map((r: { id: string }) => r.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );

    const switched = await call({
      method: 'PUT',
      url: '/api/v1/me/restaurant',
      cookie: second.cookie,
      payload: { restaurantId: second.id },
    });
    expect(switched.statusCode).toBe(204);
    const back = (await call({ method: 'GET', url: '/api/v1/me', cookie: second.cookie })).json();
    expect(back.restaurant.id).toBe(second.id);
    expect(back.actor.role).toBe('owner');

    const stranger = await owner();
    const refused = await call({
      method: 'PUT',
      url: '/api/v1/me/restaurant',
      cookie: second.cookie,
      payload: { restaurantId: stranger.id },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('a role change applies at the next request; removal ends the sessions at once', async () => {
    const restaurant = await owner();
    const karim = await member(restaurant, 'kitchen');
    const before = await call({ method: 'GET', url: '/api/v1/tabs', cookie: karim.cookie });
    expect(before.statusCode).toBe(403);
    await call({
      method: 'PUT',
      url: `/api/v1/team/members/${karim.memberId}`,
      cookie: restaurant.cookie,
      payload: { role: 'service' },
    });
    const after = await call({ method: 'GET', url: '/api/v1/tabs', cookie: karim.cookie });
    expect(after.statusCode).toBe(200);

    const removed = await call({
      method: 'DELETE',
      url: `/api/v1/team/members/${karim.memberId}`,
      cookie: restaurant.cookie,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().members).toHaveLength(1);
    const refused = await call({ method: 'GET', url: '/api/v1/orders', cookie: karim.cookie });
    expect(refused.statusCode).toBe(401);
    const sessions = await testApp.testDatabase.database.db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .select('session.id')
      .where('user.email', '=', karim.email)
      .execute();
    expect(sessions).toEqual([]);
  });

  it('the owner cannot be re-roled or removed; a Gérant cannot touch billing; another restaurant’s member is 404', async () => {
    const restaurant = await owner();
    const manager = await member(restaurant, 'manager', 'Inès');
    const team = (
      await call({ method: 'GET', url: '/api/v1/team', cookie: manager.cookie })
    ).json();
    const ownerMember = team.members.find((m: { role: string }) => m.role === 'owner');
    const demote = await call({
      method: 'PUT',
      url: `/api/v1/team/members/${ownerMember.id}`,
      cookie: manager.cookie,
      payload: { role: 'kitchen' },
    });
    expect(demote.statusCode).toBe(403);
    const remove = await call({
      method: 'DELETE',
      url: `/api/v1/team/members/${ownerMember.id}`,
      cookie: restaurant.cookie,
    });
    expect(remove.statusCode).toBe(403);
    const checkout = await call({
      method: 'POST',
      url: '/api/v1/billing/checkout',
      cookie: manager.cookie,
      payload: {},
    });
    expect(checkout.statusCode).toBe(403);

    const other = await owner();
    const foreign = await call({
      method: 'DELETE',
      url: `/api/v1/team/members/${manager.memberId}`,
      cookie: other.cookie,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('tablets paired by code', () => {
  it('a code signs a tablet in once, as a device with its role; revoking it signs it out', async () => {
    const restaurant = await owner();
    const tablet = await device(restaurant, 'kitchen', 'Tablette cuisine');
    expect(tablet.pairing.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(tablet.pairing.qrSvg).toContain('<svg');
    expect(tablet.cookie).toMatch(/^ardoise_device=/);

    const me = (await call({ method: 'GET', url: '/api/v1/me', cookie: tablet.cookie })).json();
    expect(me.actor).toMatchObject({
      name: 'Tablette cuisine',
      role: 'kitchen',
      kind: 'device',
      email: null,
    });
    expect(
      (await call({ method: 'GET', url: '/api/v1/orders', cookie: tablet.cookie })).statusCode,
    ).toBe(200);
    expect(
      (await call({ method: 'GET', url: '/api/v1/menus/x', cookie: tablet.cookie })).statusCode,
    ).toBe(403);

    const reused = await call({
      method: 'POST',
      url: '/api/v1/public/devices/pair',
      payload: { code: tablet.pairing.code },
    });
    expect(reused.statusCode).toBe(404);

    const team = (
      await call({ method: 'GET', url: '/api/v1/team', cookie: restaurant.cookie })
    ).json();
    expect(team.devices).toMatchObject([{ name: 'Tablette cuisine', role: 'kitchen' }]);
    await call({
      method: 'DELETE',
      url: `/api/v1/team/devices/${team.devices[0].id}`,
      cookie: restaurant.cookie,
    });
    expect(
      (await call({ method: 'GET', url: '/api/v1/orders', cookie: tablet.cookie })).statusCode,
    ).toBe(401);
  });

  it('an expired code is refused; guessing codes is rate-limited', async () => {
    const restaurant = await owner();
    const pairing = await call({
      method: 'POST',
      url: '/api/v1/team/devices/pairing',
      cookie: restaurant.cookie,
      payload: { name: 'Bar', role: 'service' },
    });
    await testApp.testDatabase.database.db
      .updateTable('team_pairing')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const late = await call({
      method: 'POST',
      url: '/api/v1/public/devices/pair',
      payload: { code: pairing.json().code },
    });
    expect(late.statusCode).toBe(404);
    expect(late.json().error.message).toMatch(/expiré/);

    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const guess = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/public/devices/pair',
        remoteAddress: '192.0.2.77',
        headers: { origin: testApp.config.publicUrl },
        payload: { code: 'AAAA-AAAA' },
      });
      statuses.push(guess.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('a tablet unused for 90 days is signed out; one in use stays signed in', async () => {
    const restaurant = await owner();
    const tablet = await device(restaurant, 'service', 'Bar');
    const { db } = testApp.testDatabase.database;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await db
      .updateTable('team_device')
      .set({ last_active_at: daysAgo(89) })
      .execute();
    expect(
      (await call({ method: 'GET', url: '/api/v1/me', cookie: tablet.cookie })).statusCode,
    ).toBe(200);
    // That use renewed it: 89 days later it is still in.
    const renewed = await db
      .selectFrom('team_device')
      .select('last_active_at')
      .executeTakeFirstOrThrow();
    expect(Date.now() - new Date(renewed.last_active_at).getTime()).toBeLessThan(60_000);
    await db
      .updateTable('team_device')
      .set({ last_active_at: daysAgo(91) })
      .execute();
    expect(
      (await call({ method: 'GET', url: '/api/v1/orders', cookie: tablet.cookie })).statusCode,
    ).toBe(401);
    const me = await call({ method: 'GET', url: '/api/v1/me', cookie: tablet.cookie });
    expect(me.json()).toBeNull();
  });

  it('refuses pairing input in French', async () => {
    const restaurant = await owner();
    const noName = await call({
      method: 'POST',
      url: '/api/v1/team/devices/pairing',
      cookie: restaurant.cookie,
      payload: { name: '  ', role: 'kitchen' },
    });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().error.message).toBe('Donnez un nom à la tablette.');
    const manager = await call({
      method: 'POST',
      url: '/api/v1/team/devices/pairing',
      cookie: restaurant.cookie,
      payload: { name: 'Caisse', role: 'manager' },
    });
    expect(manager.statusCode).toBe(422);
  });
});
