import { describe, expect, it } from 'vitest';
import { createOwner } from '../testing/factories';
import { createClient, lastMailLink, pathOf } from '../testing/http-client';
import { testAppForThisFile } from '../testing/test-app';

// Runs on SQLite and on PostgreSQL. TRUST_PROXY lets tests play clients with different IPs.
const testApp = testAppForThisFile({
  env: { TRUST_PROXY: 'true', PUBLIC_URL: 'http://localhost:3000' },
});
const deps = () => ({ auth: testApp.auth, database: testApp.testDatabase.database });

let ipCounter = 1;
/** A client with its own IP address, so Better Auth's per-IP limits don't mix tests up. */
const newClient = () =>
  createClient(testApp, { headers: { 'x-forwarded-for': `198.51.100.${ipCounter++}` } });

const signUp = (client = newClient(), body: Record<string, unknown> = {}) =>
  client.post('/api/auth/sign-up/email', {
    email: `new-${ipCounter}@example.fr`,
    password: 'Une phrase de passe solide',
    restaurantName: 'Chez Léon',
    ...body,
  });

describe('sign-up and email confirmation', () => {
  it('signs up, mails a French confirmation link, refuses sign-in until confirmed', async () => {
    const client = newClient();
    const email = 'leon@example.fr';
    const response = await signUp(client, { email, restaurantName: '  Chez Léon  ' });
    expect(response.statusCode).toBe(200);

    const mail = testApp.outbox.list().find((message) => message.to === email);
    expect(mail?.subject).toBe('Confirmez votre adresse email – Ardoise');
    expect(mail?.text).toContain('Chez Léon');
    const link = lastMailLink(testApp, email, '/api/auth/verify-email');
    expect(link.startsWith('http://localhost:3000/api/auth/verify-email?token=')).toBe(true);

    const early = await client.post('/api/auth/sign-in/email', {
      email,
      password: 'Une phrase de passe solide',
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toMatch(/n’est pas encore confirmée/);

    const confirmed = await client.get(pathOf(link));
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe('/login?type=signup&email_confirmed=true');

    const signIn = await client.post('/api/auth/sign-in/email', {
      email,
      password: 'Une phrase de passe solide',
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = String(signIn.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const session = await client.get('/api/auth/get-session');
    expect(session.json().user).toMatchObject({ email, restaurantName: 'Chez Léon' });
  });

  it('requires the restaurant name, a valid email and an acceptable password (French)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ restaurantName: '   ' }, 'Le nom du restaurant ne peut pas être vide.'],
      [{ restaurantName: undefined }, 'Le nom du restaurant ne peut pas être vide.'],
      [{ email: 'pas-un-email' }, 'Adresse email invalide.'],
      [{ password: 'court' }, 'Le mot de passe doit contenir au moins 8 caractères.'],
      [{ password: 'x'.repeat(129) }, 'Le mot de passe ne doit pas dépasser 128 caractères.'],
    ];
    for (const [body, message] of cases) {
      const response = await signUp(newClient(), body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });

  it('refuses the most common passwords with an explanation', async () => {
    for (const password of ['motdepasse', 'azertyuiop', 'Password1']) {
      const response = await signUp(newClient(), { password });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/plus utilisés/);
    }
  });
});

describe('sign-in', () => {
  it('answers a wrong password with a French message', async () => {
    const owner = await createOwner(deps());
    const response = await newClient().post('/api/auth/sign-in/email', {
      email: owner.email,
      password: 'pas le bon mot de passe',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(
      'Impossible de se connecter. Vérifiez vos identifiants.',
    );
  });

  it('answers 429 at the 11th failure in a minute for one account, whatever the IP', async () => {
    const owner = await createOwner(deps());
    const attempt = () =>
      newClient().post('/api/auth/sign-in/email', { email: owner.email, password: 'mauvais-mdp' });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(
      'Trop de tentatives. Veuillez réessayer dans une minute.',
    );
    // Even the right password waits for the window to pass.
    const right = await newClient().post('/api/auth/sign-in/email', {
      email: owner.email,
      password: owner.password,
    });
    expect(right.statusCode).toBe(429);
  });

  it('limits sign-in attempts per IP, stored in the database', async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await client.post('/api/auth/sign-in/email', {
        email: `inconnu-${i}@example.fr`,
        password: 'nimporte quoi',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const rows = await testApp.testDatabase.database.db
      // biome-ignore lint/suspicious/noExplicitAny: Better Auth's own table
      .selectFrom('rateLimit' as any)
      .selectAll()
      .execute();
    expect(rows.length).toBeGreaterThan(0);
  });

  it('never limits session reads: every page load makes one, a restaurant shares one address', async () => {
    const client = newClient();
    const statuses = new Set<number>();
    for (let i = 0; i < 150; i++) {
      statuses.add((await client.get('/api/auth/get-session')).statusCode);
    }
    expect([...statuses]).toEqual([200]);
  });
});

describe('password reset', () => {
  it('gives byte-identical answers for known and unknown addresses', async () => {
    const owner = await createOwner(deps());
    const ask = (email: string) =>
      newClient().post('/api/auth/request-password-reset', {
        email,
        redirectTo: '/reset-password',
      });
    const known = await ask(owner.email);
    const unknown = await ask('personne@example.fr');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    // Better Auth awaits our send callback before it answers (no background-task handler), and
    // the outbox takes the message at once: the answer is the event after which no mail of that
    // request can come. The first check proves it; the second relies on it.
    expect(testApp.outbox.list().some((mail) => mail.to === owner.email)).toBe(true);
    expect(testApp.outbox.list().some((mail) => mail.to === 'personne@example.fr')).toBe(false);
  });

  it('resets once, revokes earlier sessions, and refuses the used link', async () => {
    const owner = await createOwner(deps());
    const before = newClient();
    const signedIn = await before.post('/api/auth/sign-in/email', {
      email: owner.email,
      password: owner.password,
    });
    expect(signedIn.statusCode).toBe(200);

    await newClient().post('/api/auth/request-password-reset', {
      email: owner.email,
      redirectTo: '/reset-password',
    });
    const mail = testApp.outbox.list().find((message) => message.to === owner.email);
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe – Ardoise');
    const link = lastMailLink(testApp, owner.email, '/api/auth/reset-password/');

    const landing = await newClient().get(pathOf(link));
    expect(landing.statusCode).toBe(302);
    const target = new URL(String(landing.headers.location), 'http://localhost:3000');
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await newClient().post('/api/auth/reset-password', {
      token,
      newPassword: 'Un tout nouveau secret',
    });
    expect(reset.statusCode).toBe(200);

    const again = await newClient().post('/api/auth/reset-password', {
      token,
      newPassword: 'Encore un autre secret',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toMatch(/expiré ou est invalide/);

    expect((await before.get('/api/auth/get-session')).json()).toBeNull();
    const withNew = await newClient().post('/api/auth/sign-in/email', {
      email: owner.email,
      password: 'Un tout nouveau secret',
    });
    expect(withNew.statusCode).toBe(200);
  });

  it('refuses a reset link older than one hour', async () => {
    const owner = await createOwner(deps());
    await newClient().post('/api/auth/request-password-reset', {
      email: owner.email,
      redirectTo: '/reset-password',
    });
    const link = lastMailLink(testApp, owner.email, '/api/auth/reset-password/');
    const token = new URL(link).pathname.split('/').pop() ?? '';
    const { db } = testApp.testDatabase.database;
    // biome-ignore lint/suspicious/noExplicitAny: Better Auth's own table
    const verification = db as any;
    const row = await verification
      .selectFrom('verification')
      .selectAll()
      .where('identifier', 'like', `%${token}%`)
      .executeTakeFirstOrThrow();
    const lifetime = new Date(row.expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000);

    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await verification
      .updateTable('verification')
      .set({ expiresAt: anHourAgo })
      .where('id', '=', row.id)
      .execute();
    const reset = await newClient().post('/api/auth/reset-password', {
      token,
      newPassword: 'Un tout nouveau secret',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error.message).toMatch(/expiré ou est invalide/);
  });

  it('applies the password rules to the new password', async () => {
    const response = await newClient().post('/api/auth/reset-password', {
      token: 'whatever',
      newPassword: 'azerty123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/plus utilisés/);
  });
});

describe('account settings', () => {
  async function signedInOwner() {
    const owner = await createOwner(deps());
    const client = newClient();
    await client.post('/api/auth/sign-in/email', { email: owner.email, password: owner.password });
    return { owner, client };
  }

  it('renames the restaurant and refuses a blank name', async () => {
    const { client } = await signedInOwner();
    const blank = await client.post('/api/auth/update-user', { restaurantName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Le nom du restaurant ne peut pas être vide.');
    const renamed = await client.post('/api/auth/update-user', { restaurantName: 'La Cantine' });
    expect(renamed.statusCode).toBe(200);
    const session = await client.get('/api/auth/get-session');
    expect(session.json().user.restaurantName).toBe('La Cantine');
  });

  it('changes the password with the current one', async () => {
    const { owner, client } = await signedInOwner();
    const wrong = await client.post('/api/auth/change-password', {
      currentPassword: 'pas le bon',
      newPassword: 'Un autre secret solide',
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await client.post('/api/auth/change-password', {
      currentPassword: owner.password,
      newPassword: 'Un autre secret solide',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    const signIn = await newClient().post('/api/auth/sign-in/email', {
      email: owner.email,
      password: 'Un autre secret solide',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('signs out everywhere', async () => {
    const { owner, client } = await signedInOwner();
    const other = newClient();
    await other.post('/api/auth/sign-in/email', { email: owner.email, password: owner.password });
    expect((await other.get('/api/auth/get-session')).json()).not.toBeNull();
    expect((await client.post('/api/auth/revoke-sessions', {})).statusCode).toBe(200);
    expect((await other.get('/api/auth/get-session')).json()).toBeNull();
    expect((await client.get('/api/auth/get-session')).json()).toBeNull();
  });

  it('deletes the account and its sessions', async () => {
    const { owner, client } = await signedInOwner();
    const deleted = await client.post('/api/auth/delete-user', { password: owner.password });
    expect(deleted.statusCode).toBe(200);
    const { db } = testApp.testDatabase.database;
    expect(await db.selectFrom('user').where('id', '=', owner.id).selectAll().execute()).toEqual(
      [],
    );
    expect(
      await db.selectFrom('session').where('userId', '=', owner.id).selectAll().execute(),
    ).toEqual([]);
    const signIn = await newClient().post('/api/auth/sign-in/email', {
      email: owner.email,
      password: owner.password,
    });
    expect(signIn.statusCode).toBe(401);
  });
});
