import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { silentLogger } from '../logging/logger';
import { createMailer } from '../mail/mailer';
import { Outbox } from '../mail/outbox';
import { createClient, lastMailLink, pathOf } from '../testing/http-client';
import { testAppForThisFile } from '../testing/test-app';
import { createTestDatabase } from '../testing/test-database';

// Runs on SQLite and on PostgreSQL. TRUST_PROXY lets tests play clients with different IPs.
const testApp = testAppForThisFile({
  env: { TRUST_PROXY: 'true', PUBLIC_URL: 'http://localhost:3000' },
});

let ipCounter = 1;
const newClient = () =>
  createClient(testApp, { headers: { 'x-forwarded-for': `198.51.100.${ipCounter++}` } });
const PASSWORD = 'Une phrase de passe solide';

const mailsTo = (email: string) => testApp.outbox.list().filter((mail) => mail.to === email);

/**
 * The outbox holds a request's mail by the time the request answers: Better Auth awaits our
 * send callback (no background-task handler), which hands the message to the outbox at once.
 * So an answer is also the event after which that request's mail can no longer come, and the
 * tests that expect none check right after it. This one proves the premise each time.
 */
function expectMails(email: string, count: number) {
  expect(mailsTo(email)).toHaveLength(count);
}

async function signUp(email: string) {
  const response = await newClient().post('/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
    restaurantName: 'Chez Léon',
  });
  expect(response.statusCode).toBe(200);
  return response;
}

const resend = (email: string, client = newClient()) =>
  client.post('/api/auth/send-verification-email', { email });

describe('resending the confirmation email', () => {
  it('mails a new link that confirms the account and leads to the sign-in banner', async () => {
    const email = 'perdu@example.fr';
    await signUp(email);
    expectMails(email, 1);

    const response = await resend(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true });
    expectMails(email, 2);
    expect(mailsTo(email)[0]?.subject).toBe('Confirmez votre adresse email – Ardoise');

    const client = newClient();
    const confirmed = await client.get(pathOf(lastMailLink(testApp, email, '/verify-email')));
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe('/login?type=signup&email_confirmed=true');
    const signIn = await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
  });

  it('answers an unknown or already confirmed address the same way, and mails nothing', async () => {
    const known = await resend('attente@example.fr');
    const unknown = await resend('inconnu@example.fr');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(mailsTo('inconnu@example.fr')).toEqual([]);

    const email = 'deja@example.fr';
    await signUp(email);
    expectMails(email, 1);
    await newClient().get(pathOf(lastMailLink(testApp, email, '/verify-email')));
    const confirmed = await resend(email);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toBe(known.body);
    expectMails(email, 1);
  });

  it('is limited to 3 requests a minute per client, in French, with Retry-After', async () => {
    const client = newClient();
    for (let index = 0; index < 3; index++) {
      expect((await resend('limite@example.fr', client)).statusCode).toBe(200);
    }
    const limited = await resend('limite@example.fr', client);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().error.message).toBe(
      'Trop de tentatives. Veuillez réessayer dans une minute.',
    );
  });

  it('refuses a body without an address (422, French), never a 500', async () => {
    const response = await newClient().post('/api/auth/send-verification-email', {});
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toMatch(/[éà]|invalides/);
  });
});

describe('signing up again with an unconfirmed address', () => {
  it('answers like the first time and really sends a new confirmation link', async () => {
    const email = 'deux-fois@example.fr';
    const first = await signUp(email);
    expectMails(email, 1);
    const second = await signUp(email);
    expect(Object.keys(second.json())).toEqual(Object.keys(first.json()));
    expectMails(email, 2);
    const link = lastMailLink(testApp, email, '/verify-email');
    expect((await newClient().get(pathOf(link))).headers.location).toBe(
      '/login?type=signup&email_confirmed=true',
    );
  });

  it('sends nothing when the address is already confirmed', async () => {
    const email = 'confirme@example.fr';
    await signUp(email);
    expectMails(email, 1);
    await newClient().get(pathOf(lastMailLink(testApp, email, '/verify-email')));
    await signUp(email);
    expectMails(email, 1);
  });
});

describe('the local outbox across a restart', () => {
  it('keeps its messages in a file and reads them back', () => {
    const database = path.join(testApp.testDatabase.dataDir, 'outbox-unit.json');
    const first = new Outbox({ file: database });
    first.add({ to: 'a@example.fr', subject: 'Un', text: 'un', html: '<p>un</p>' });
    first.add({ to: 'b@example.fr', subject: 'Deux', text: 'deux', html: '<p>deux</p>' });
    const reopened = new Outbox({ file: database });
    expect(reopened.list().map((mail) => mail.to)).toEqual(['b@example.fr', 'a@example.fr']);
    reopened.clear();
    expect(new Outbox({ file: database }).list()).toEqual([]);
  });

  it('starts empty when the file is missing or damaged', async () => {
    const { writeFileSync } = await import('node:fs');
    const file = path.join(testApp.testDatabase.dataDir, 'outbox-damaged.json');
    expect(new Outbox({ file }).list()).toEqual([]);
    writeFileSync(file, '{not json');
    expect(new Outbox({ file }).list()).toEqual([]);
  });

  it('the server keeps its outbox in DATA_DIR: a mail survives a restart', async () => {
    const testDatabase = await createTestDatabase();
    const start = async () =>
      await buildApp({
        config: {
          ...loadConfig({
            NODE_ENV: 'test',
            DATA_DIR: testDatabase.dataDir,
            AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
          }),
          database: testDatabase.settings,
        },
        database: testDatabase.database,
        spa: { mode: 'built', root: path.resolve(import.meta.dirname, '..', '..', '..') },
        logger: false,
      });
    try {
      const before = await start();
      await before.handles.mailer.send({
        to: 'x@example.fr',
        subject: 'Avant',
        text: 't',
        html: 'h',
      });
      await before.app.close();
      const after = await start();
      expect(after.handles.mailer.outbox?.list().map((mail) => mail.subject)).toEqual(['Avant']);
      await after.app.close();
    } finally {
      await testDatabase.cleanup();
    }
  });

  it('createMailer passes the file to its outbox', async () => {
    const outboxFile = path.join(testApp.testDatabase.dataDir, 'outbox-mailer.json');
    const mailer = createMailer({ from: 'x@y.z', log: silentLogger, outboxFile });
    await mailer.send({ to: 'c@example.fr', subject: 's', text: 't', html: 'h' });
    const again = createMailer({ from: 'x@y.z', log: silentLogger, outboxFile });
    expect(again.outbox?.list().map((mail) => mail.to)).toEqual(['c@example.fr']);
  });
});
