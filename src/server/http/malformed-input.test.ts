import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { photoJpeg } from '../images/testing/image-fixtures';
import { multipartBody } from '../images/testing/upload-helpers';
import { createMenu, createOwner, type OwnerFixture, signIn } from '../testing/factories';
import {
  type Operation,
  operationsOf,
  type PlannedRequest,
  planRequests,
} from '../testing/malformed-requests';
import { testAppForThisFile } from '../testing/test-app';

/**
 * Issue 21 §6: every route of the OpenAPI document and every Better Auth endpoint, fed
 * malformed input (NUL, lone surrogates, invalid UTF-8 in paths, empty and absurd values,
 * wrong types, hostile bodies), answers a 4xx, never a 5xx — on SQLite and on PostgreSQL.
 */
const testApp = testAppForThisFile();
let owner: OwnerFixture;
let cookie: string;
let ids: { menu: string; dish: string; order: string; token: string; image: string; promo: string };
let operations: Operation[];
let sent = 0;

let clientCounter = 0;
/**
 * Each request from its own address (the per-client limits are not what is tested here), on
 * the loopback network so that the local billing mode answers.
 */
const remoteAddress = () => {
  clientCounter += 1;
  return `127.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
};

const inject = (options: InjectOptions) => {
  sent += 1;
  return testApp.app.inject({
    remoteAddress: remoteAddress(),
    ...options,
    headers: { origin: testApp.config.publicUrl, ...(options.headers as object) },
  });
};

async function send(request: PlannedRequest, session: string | undefined) {
  const headers: Record<string, string> = { ...request.headers };
  if (session) headers.cookie = session;
  if (request.payload !== undefined) headers['content-type'] = 'application/json';
  if (request.freshIfMatch) {
    const current = await inject({ method: 'GET', url: request.url, headers: { cookie } });
    headers['if-match'] = String(current.headers.etag ?? '"1"');
  }
  const response = await inject({
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers,
    payload: request.payload,
    // Event streams never end: read the status, then hang up.
    payloadAsStream: true,
  });
  const body = response.stream();
  if (String(response.headers['content-type']).startsWith('text/event-stream')) body.destroy();
  else body.resume();
  return response.statusCode;
}

/** The requests that answered 5xx, as `label → status`. */
async function sweep(requests: PlannedRequest[], session: string | undefined) {
  const failures: string[] = [];
  for (const request of requests) {
    const status = await send(request, session);
    if (status >= 500) failures.push(`${request.label} → ${status}`);
  }
  return failures;
}

beforeAll(async () => {
  const deps = {
    auth: testApp.auth,
    database: testApp.testDatabase.database,
    events: testApp.events,
  };
  owner = await createOwner(deps, { plan: 'premium' });
  cookie = await signIn(testApp.auth, owner);
  const dishId = randomUUID();
  const menu = await createMenu(deps, owner.id, {
    name: 'Carte',
    categories: [
      {
        id: 'plats',
        name: 'Plats',
        items: [
          { id: dishId, name: 'Omelette', price: '11' },
          {
            id: randomUUID(),
            name: 'Vin',
            variants: [
              { id: randomUUID(), name: 'Verre', price: '6' },
              { id: randomUUID(), name: 'Bouteille', price: '30' },
            ],
          },
        ],
      },
    ],
  });
  const json = (method: InjectOptions['method'], url: string, payload: unknown) =>
    inject({ method, url, headers: { cookie }, payload: payload as InjectOptions['payload'] });
  await json('PUT', '/api/v1/ordering', { open: true });
  const tables = await json('PUT', '/api/v1/tables', { names: ['4'] });
  const [table] = (tables.json() as { tables: { token: string }[] }).tables;
  const placed = await json('POST', '/api/v1/public/orders', {
    menuId: menu.id,
    tableToken: table?.token,
    clientRequestId: randomUUID(),
    lines: [{ dishId, quantity: 1 }],
  });
  const order = placed.json() as { id: string; statusToken: string };
  const upload = multipartBody(await photoJpeg(64, 64));
  const image = await inject({
    method: 'POST',
    url: '/api/v1/images',
    headers: { cookie, ...upload.headers },
    payload: upload.payload,
  });
  const promotion = await json('POST', `/api/v1/menus/${menu.id}/promotions`, {
    kind: 'percent',
    percent: 10,
    name: 'Happy hour',
    dishIds: [dishId],
    slots: [{ days: [1, 2, 3], start: '17:00', end: '19:00' }],
  });
  ids = {
    menu: menu.id,
    dish: dishId,
    order: order.id,
    token: order.statusToken,
    image: (image.json() as { id: string }).id,
    promo: (promotion.json() as { id: string }).id,
  };
  for (const [name, value] of Object.entries(ids)) {
    if (!value) throw new Error(`fixture ${name} missing: ${placed.body} ${image.body}`);
  }
  const document = await inject({ method: 'GET', url: '/api/v1/openapi.json' });
  operations = operationsOf(document.json());
});

function pathValue(path: string, name: string): string {
  if (name === 'format') return 'svg';
  if (name === 'itemId') return ids.dish;
  if (name === 'promotionId') return ids.promo;
  if (path.includes('/orders/')) return ids.order;
  if (path.startsWith('/api/v1/images/')) return ids.image;
  return ids.menu;
}

const QUERY_VALUES: Record<string, () => string> = {
  token: () => ids.token,
  lang: () => 'en',
  status: () => 'pending',
  table: () => '4',
  lastEventId: () => '0',
};

/** What the GET of the same path answers: a body the PUT accepts back. */
async function seedFor(operation: Operation): Promise<unknown> {
  if (operation.method !== 'PUT') return undefined;
  const hasGet = operations.some(
    (other) => other.method === 'GET' && other.path === operation.path,
  );
  if (!hasGet) return undefined;
  const [read] = planRequests({ ...operation, method: 'GET', body: undefined }, { pathValue });
  const response = await inject({ method: 'GET', url: String(read?.url), headers: { cookie } });
  return response.statusCode === 200 ? response.json() : undefined;
}

describe('the malformed-input sweep over /api/v1 (OpenAPI)', () => {
  it('covers the document', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  // Destructive operations last, and never with every part real (the fixture would go).
  const ordered = () =>
    [...operations].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

  it('answers no 5xx, with and without a session', { timeout: 600_000 }, async () => {
    const before = sent;
    const failures: string[] = [];
    for (const operation of ordered()) {
      const requests = planRequests(operation, {
        pathValue,
        queryValue: (name) => QUERY_VALUES[name]?.(),
        seed: await seedFor(operation),
        sendValid: operation.method !== 'DELETE',
      });
      failures.push(...(await sweep(requests, cookie)));
      failures.push(...(await sweep(requests.slice(0, 3), undefined)));
    }
    expect(failures).toEqual([]);
    expect(sent - before).toBeGreaterThan(operations.length * 20);
  });
});

describe('the malformed-input sweep over /api/auth/*', () => {
  /** Last: they end the session the others use. */
  const ENDING = ['/sign-out', '/revoke-session', '/revoke-sessions', '/revoke-other-sessions'];
  const FIELD_VALUES: Record<string, () => unknown> = {
    email: () => owner.email,
    newEmail: () => `other-${randomUUID().slice(0, 8)}@example.fr`,
    password: () => 'pas le bon mot de passe',
    currentPassword: () => 'pas le bon mot de passe',
    newPassword: () => 'Une toute autre phrase de passe',
    name: () => 'Chez Nous',
    restaurantName: () => 'Chez Nous',
    callbackURL: () => '/dashboard',
    redirectTo: () => '/reset-password',
    token: () => 'x',
    rememberMe: () => true,
  };

  type Endpoint = {
    path?: string;
    options?: { method?: string | string[]; body?: unknown; query?: unknown };
  };
  const shapeKeys = (schema: unknown) =>
    Object.keys((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});

  function authRequests(endpoint: Endpoint): PlannedRequest[] {
    const path = String(endpoint.path).replace(/:(\w+)/g, '{$1}');
    const methods = [endpoint.options?.method ?? 'GET']
      .flat()
      .filter((m) => m === 'GET' || m === 'POST');
    return methods.flatMap((method) => {
      const fields = (keys: string[]) =>
        Object.fromEntries(keys.map((key) => [key, FIELD_VALUES[key]?.() ?? 'x']));
      const body = method === 'POST' ? fields(shapeKeys(endpoint.options?.body)) : undefined;
      const query = method === 'GET' ? shapeKeys(endpoint.options?.query) : [];
      const operation: Operation = {
        method,
        path: `/api/auth${path}`,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => String(match[1])),
        query: Object.fromEntries(query.map((name) => [name, { type: 'string' }])),
        hasIfMatch: false,
        body: body && { type: 'object' },
      };
      return planRequests(operation, {
        pathValue: () => 'x',
        queryValue: (name) => String(FIELD_VALUES[name]?.() ?? 'x'),
        seed: body,
        sendValid: !ENDING.includes(path) && path !== '/delete-user',
      });
    });
  }

  it('answers no 5xx, with and without a session', { timeout: 600_000 }, async () => {
    const other = await createOwner(
      { auth: testApp.auth, database: testApp.testDatabase.database },
      { plan: 'free' },
    );
    const session = await signIn(testApp.auth, other);
    const endpoints = Object.values(testApp.auth.api as Record<string, Endpoint>)
      .filter((endpoint) => typeof endpoint.path === 'string')
      .sort(
        (a, b) => Number(ENDING.includes(String(a.path))) - Number(ENDING.includes(String(b.path))),
      );
    expect(endpoints.length).toBeGreaterThan(20);
    const before = sent;
    const failures: string[] = [];
    for (const endpoint of endpoints) {
      const requests = authRequests(endpoint);
      failures.push(...(await sweep(requests, session)));
      failures.push(...(await sweep(requests.slice(0, 3), undefined)));
    }
    expect(failures).toEqual([]);
    expect(sent - before).toBeGreaterThan(endpoints.length * 10);
  });
});

describe('the malformed-input sweep over the diner pages', () => {
  const PAGES = ['/u/{id}', '/r/{id}', '/menu/{id}/view', '/{id}', '/menu/active', '/images/{id}'];
  const DINER_QUERY = { lang: {}, allergens: {}, table: {}, t: {} };

  it('answers no 5xx', { timeout: 600_000 }, async () => {
    const slug = (
      await inject({ method: 'GET', url: '/api/v1/restaurant', headers: { cookie } })
    ).json().slug as string;
    const requests = PAGES.flatMap((path) =>
      planRequests(
        {
          method: 'GET',
          path,
          pathParams: path.includes('{id}') ? ['id'] : [],
          query: DINER_QUERY,
          hasIfMatch: false,
          body: undefined,
        },
        {
          pathValue: () => (path === '/u/{id}' ? owner.id : path === '/{id}' ? slug : ids.menu),
          queryValue: (name) => ({ lang: 'en', allergens: 'gluten', table: '4', t: 'x' })[name],
        },
      ),
    );
    expect(await sweep(requests, undefined)).toEqual([]);
  });
});
