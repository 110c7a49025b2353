import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { AssignableRole } from '../../../domain/team/roles';
import { findLinks } from '../../mail/outbox';
import { createOwner, type OwnerFixture, signIn } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';

const PASSWORD = 'Une phrase de passe solide';

/** A restaurant's team as its members get it: invited by mail, account made, signed in, accepted. */
export function teamFixtures(getApp: () => TestApp) {
  let clientCounter = 0;
  const call = (options: InjectOptions & { cookie?: string }, app = getApp()) =>
    app.app.inject({
      remoteAddress: `203.0.113.${(++clientCounter % 250) + 1}`,
      ...options,
      headers: {
        origin: app.config.publicUrl,
        ...(options.cookie && { cookie: options.cookie }),
        ...(options.headers as object),
      },
    });

  async function owner(plan: 'free' | 'premium' = 'premium') {
    const app = getApp();
    const fixture = await createOwner(
      { auth: app.auth, database: app.testDatabase.database, events: app.events },
      { plan },
    );
    return { ...fixture, cookie: await signIn(app.auth, fixture) };
  }

  /** The invitation link mailed to `email` (sent in the background: waited for). */
  async function invitationIdFor(email: string): Promise<string> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const mail = getApp()
        .outbox.list()
        .findLast((message) => message.to === email && message.subject.includes('Invitation'));
      const link = mail && findLinks(mail.text).find((url) => url.includes('/invitation?id='));
      if (link) return new URL(link).searchParams.get('id') ?? '';
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no invitation mailed to ${email}`);
  }

  /** Invites a new person with `role`; they make their account, sign in and accept. */
  async function member(
    restaurant: { cookie: string },
    role: AssignableRole,
    name = 'Karim',
  ): Promise<OwnerFixture & { cookie: string; memberId: string }> {
    const email = `staff-${randomUUID().slice(0, 8)}@example.fr`;
    const invited = await call({
      method: 'POST',
      url: '/api/v1/team/invitations',
      cookie: restaurant.cookie,
      payload: { email, role },
    });
    if (invited.statusCode !== 201) throw new Error(`not invited: ${invited.body}`);
    const invitationId = await invitationIdFor(email);
    const made = await call({
      method: 'POST',
      url: `/api/v1/public/invitations/${invitationId}/account`,
      payload: { name, password: PASSWORD },
    });
    if (made.statusCode !== 201) throw new Error(`no account: ${made.body}`);
    const fixture = { id: '', email, password: PASSWORD, restaurantName: '' };
    const cookie = await signIn(getApp().auth, fixture);
    const accepted = await call({
      method: 'POST',
      url: `/api/v1/public/invitations/${invitationId}/accept`,
      cookie,
    });
    if (accepted.statusCode !== 204) throw new Error(`not accepted: ${accepted.body}`);
    const team = (
      await call({ method: 'GET', url: '/api/v1/team', cookie: restaurant.cookie })
    ).json();
    const joined = team.members.find((m: { email: string }) => m.email === email);
    return { ...fixture, id: joined.id, memberId: joined.id, cookie };
  }

  /** A tablet paired with `role`: the cookie its browser keeps. */
  async function device(
    restaurant: { cookie: string },
    role: 'service' | 'kitchen',
    name = 'Tablette cuisine',
  ) {
    const pairing = await call({
      method: 'POST',
      url: '/api/v1/team/devices/pairing',
      cookie: restaurant.cookie,
      payload: { name, role },
    });
    if (pairing.statusCode !== 201) throw new Error(`no pairing: ${pairing.body}`);
    const paired = await call({
      method: 'POST',
      url: '/api/v1/public/devices/pair',
      payload: { code: pairing.json().code },
    });
    if (paired.statusCode !== 200) throw new Error(`not paired: ${paired.body}`);
    const setCookie = [paired.headers['set-cookie']].flat()[0] ?? '';
    return { cookie: setCookie.split(';')[0] ?? '', pairing: pairing.json() };
  }

  return { call, owner, member, device, invitationIdFor };
}
