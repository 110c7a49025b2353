import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS, ErrorBodySchema } from '../../domain/errors/errors';
import { createOwner, type OwnerFixture, signIn } from '../testing/factories';
import { testAppForThisFile } from '../testing/test-app';

const testApp = testAppForThisFile();
let owner: OwnerFixture;
let cookie: string;
beforeAll(async () => {
  const deps = { auth: testApp.auth, database: testApp.testDatabase.database };
  owner = await createOwner(deps, { plan: 'premium' });
  cookie = await signIn(testApp.auth, owner);
});

let ipCounter = 0;
/** A browser-like request (our Origin), from its own client address unless told otherwise. */
const send = (options: InjectOptions & { remoteAddress?: string }) =>
  testApp.app.inject({
    remoteAddress: `192.0.2.${++ipCounter % 250}`,
    ...options,
    headers: { origin: testApp.config.publicUrl, ...(options.headers as object) },
  });

const json = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  send({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

function expectEnvelope(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = ErrorBodySchema.strict().parse(response.json());
  expect(ERROR_STATUS[body.error.code]).toBe(status);
  expect(body.error.message).toMatch(/[a-zé]/);
  // French, never English framework text.
  expect(body.error.message).not.toMatch(/\b(the|is|invalid input|expected|required)\b/i);
  return body;
}

/** A POST whose body is sent exactly as written, with its content type. */
const raw = (url: string, type: string, payload: string, headers: Record<string, string> = {}) =>
  send({ method: 'POST', url, headers: { 'content-type': type, ...headers }, payload });

async function menuOf() {
  const created = await json('/api/v1/menus', null, { cookie });
  return created.json() as { id: string; version: number };
}

describe('one error envelope on /api/v1', () => {
  const cases: [number, () => Promise<LightMyRequestResponse>][] = [
    [400, () => raw('/api/v1/menus', 'application/json', '{"name":', { cookie })],
    [401, () => send({ method: 'GET', url: '/api/v1/menus' })],
    [
      403,
      () =>
        send({
          method: 'POST',
          url: '/api/v1/menus',
          headers: { cookie, origin: 'https://evil.example' },
        }),
    ],
    [404, () => send({ method: 'GET', url: '/api/v1/menus/unknown', headers: { cookie } })],
    [
      409,
      async () => {
        const menu = await menuOf();
        const put = (version: number) =>
          send({
            method: 'PUT',
            url: `/api/v1/menus/${menu.id}`,
            headers: { cookie, 'if-match': `"${version}"` },
            payload: { name: 'Carte', categories: [] },
          });
        await put(menu.version);
        return put(menu.version);
      },
    ],
    [413, () => json('/api/v1/menus', { name: 'x'.repeat(1_100_000) }, { cookie })],
    [415, () => raw('/api/v1/menus', 'text/plain', '{}', { cookie })],
    [422, () => json('/api/v1/menus', [], { cookie })],
    [
      429,
      async () => {
        let last: LightMyRequestResponse | undefined;
        for (let i = 0; i < 31; i++) {
          last = await json('/api/v1/dishes/describe', { name: 'Tarte' }, { cookie });
        }
        return last as LightMyRequestResponse;
      },
    ],
  ];

  it.each(cases)('%i', async (status, call) => {
    const body = expectEnvelope(await call(), status);
    if (status === 429) expect(body.error.code).toBe('RATE_LIMITED');
  });
});

describe('the same envelope on /api/auth', () => {
  const cases: [number, () => Promise<LightMyRequestResponse>][] = [
    [400, () => raw('/api/auth/sign-in/email', 'application/json', '{"email":')],
    [
      401,
      () =>
        json('/api/auth/sign-in/email', {
          email: owner.email,
          password: 'pas le bon mot de passe',
        }),
    ],
    [403, () => json('/api/auth/sign-out', {}, { origin: 'https://evil.example' })],
    [404, () => send({ method: 'GET', url: '/api/auth/nothing-here' })],
    [413, () => json('/api/auth/sign-in/email', { email: 'a@b.fr', password: 'x'.repeat(70_000) })],
    [415, () => raw('/api/auth/sign-in/email', 'text/plain', 'hello')],
    [422, () => json('/api/auth/update-user', { name: null }, { cookie })],
    [
      429,
      async () => {
        const remoteAddress = '198.51.100.7';
        let last: LightMyRequestResponse | undefined;
        for (let i = 0; i < 12; i++) {
          last = await send({
            method: 'POST',
            url: '/api/auth/sign-in/email',
            remoteAddress,
            headers: { 'content-type': 'application/json' },
            payload: { email: 'limit@example.fr', password: 'mauvais mot de passe' },
          });
        }
        return last as LightMyRequestResponse;
      },
    ],
  ];

  it.each(cases)('%i', async (status, call) => {
    const response = await call();
    expectEnvelope(response, status);
    if (status === 429) expect(response.headers['retry-after']).toBeTruthy();
  });

  it('keeps a cause the sign-in screen reacts to (unconfirmed address)', async () => {
    const email = `unconfirmed-${Date.now()}@example.fr`;
    await json('/api/auth/sign-up/email', {
      email,
      password: 'Une phrase de passe solide',
      restaurantName: 'Chez Léa',
      name: 'Chez Léa',
    });
    const refused = await json('/api/auth/sign-in/email', {
      email,
      password: 'Une phrase de passe solide',
    });
    const body = expectEnvelope(refused, 403);
    expect(body.error.reason).toBe('EMAIL_NOT_VERIFIED');
  });
});

describe('caching of owner data', () => {
  it('marks every authenticated API answer no-store, errors included', async () => {
    const menus = await send({ method: 'GET', url: '/api/v1/menus', headers: { cookie } });
    expect(menus.statusCode).toBe(200);
    expect(menus.headers['cache-control']).toBe('no-store');
    const qr = await send({ method: 'GET', url: '/api/v1/qr/active.svg', headers: { cookie } });
    expect(qr.headers['cache-control']).toBe('no-store');
    const missing = await send({ method: 'GET', url: '/api/v1/menus/nope', headers: { cookie } });
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});

describe('bad account input never reaches a 500 (and stores nothing)', () => {
  const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
  it.each([
    ['a body nested 10 000 deep', '/api/auth/sign-in/email', `{"email":${deep}}`],
    ['a name null', '/api/auth/update-user', '{"name":null}'],
    ['a name 1e309', '/api/auth/update-user', '{"name":1e309}'],
    ['a number as the name', '/api/auth/update-user', '{"restaurantName":5}'],
    ['a number as the display name', '/api/auth/update-user', '{"name":5}'],
    ['a bare string', '/api/auth/update-user', '"Chez Paul"'],
    ['an array', '/api/auth/sign-up/email', '[1,2]'],
  ])('%s → 4xx in French', async (_label, url, payload) => {
    const response = await send({
      method: 'POST',
      url,
      headers: { cookie, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectEnvelope(response, response.statusCode);
    const session = await send({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    expect(session.json().user.restaurantName).toBe(owner.restaurantName);
  });
});
