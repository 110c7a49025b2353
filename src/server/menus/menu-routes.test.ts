import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES } from '../../domain/plans/plans';
import { changePlan } from '../plans/plan-service';
import { createOwner, type OwnerFixture, signIn } from '../testing/factories';
import { sampleMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';

// Runs on SQLite and on PostgreSQL.
const testApp = testAppForThisFile();
const deps = () => ({ auth: testApp.auth, database: testApp.testDatabase.database });

type Session = { owner: OwnerFixture; cookie: string };

async function newOwner(plan: 'free' | 'premium' = 'free'): Promise<Session> {
  const owner = await createOwner(deps(), { plan });
  return { owner, cookie: await signIn(testApp.auth, owner) };
}

const call = (session: Session | null, options: InjectOptions) =>
  testApp.app.inject({
    ...options,
    headers: {
      origin: testApp.config.publicUrl,
      ...(session && { cookie: session.cookie }),
      ...options.headers,
    },
  });

const createMenu = async (session: Session, document: unknown = sampleMenu()) => {
  const response = await call(session, {
    method: 'POST',
    url: '/api/v1/menus',
    payload: document as object,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

/** PUT a menu with this If-Match. */
const save = (session: Session, url: string, ifMatch: string, payload: unknown) =>
  call(session, {
    method: 'PUT',
    url,
    headers: { 'if-match': ifMatch },
    payload: payload as object,
  });

/** My menus as listed, oldest first: [name, isActive, isEditable]. */
const menuStates = async (session: Session) => {
  const list = (await call(session, { method: 'GET', url: '/api/v1/menus' })).json();
  return list.map((m: { name: string; isActive: boolean; isEditable: boolean }) => [
    m.name,
    m.isActive,
    m.isEditable,
  ]);
};

describe('every route × signed out / owner / other owner', () => {
  let owner: Session;
  let stranger: Session;
  let menuId: string;
  beforeAll(async () => {
    owner = await newOwner('premium');
    stranger = await newOwner('premium');
    menuId = (await createMenu(owner)).id;
  });

  const routes = (id: string): InjectOptions[] => [
    { method: 'GET', url: '/api/v1/menus' },
    { method: 'POST', url: '/api/v1/menus', payload: sampleMenu() },
    { method: 'GET', url: `/api/v1/menus/${id}` },
    {
      method: 'PUT',
      url: `/api/v1/menus/${id}`,
      payload: sampleMenu(),
      headers: { 'if-match': '"1"' },
    },
    { method: 'POST', url: `/api/v1/menus/${id}/activate` },
    { method: 'POST', url: `/api/v1/menus/${id}/deactivate` },
    { method: 'POST', url: `/api/v1/menus/${id}/duplicate` },
    { method: 'DELETE', url: `/api/v1/menus/${id}` },
    { method: 'GET', url: '/api/v1/account' },
  ];

  it('answers 401 with a French message when signed out', async () => {
    for (const route of routes(menuId)) {
      const response = await call(null, route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().error.message).toBe('Vous devez être connecté.');
    }
  });

  it("answers 404 for another owner's menu, and leaves it untouched", async () => {
    for (const route of routes(menuId).filter((r) => r.url?.toString().includes(menuId))) {
      const response = await call(stranger, route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(response.json().error.message).toBe('Menu non trouvé');
    }
    const list = await call(stranger, { method: 'GET', url: '/api/v1/menus' });
    expect(list.json()).toEqual([]);
    const mine = await call(owner, { method: 'GET', url: `/api/v1/menus/${menuId}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().version).toBe(1);
  });

  it('answers the owner on every route', async () => {
    const statuses = [];
    for (const route of routes(menuId)) statuses.push((await call(owner, route)).statusCode);
    expect(statuses).toEqual([200, 201, 200, 200, 200, 200, 201, 204, 200]);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await call(owner, { method: 'GET', url: '/api/v1/menus/nope' });
    expect(response.statusCode).toBe(404);
  });
});

describe('menu documents', () => {
  it('stores prices exactly, typed with a comma, and keeps dish order and flags', async () => {
    const session = await newOwner();
    const created = await createMenu(session);
    expect(created.itemsCount).toBe(3);
    const [starter] = created.document.categories[0].items;
    expect(starter.price).toBe('8.50');
    expect(created.document.categories[1].items.map((dish: { name: string }) => dish.name)).toEqual(
      ['Bœuf bourguignon', 'Risotto aux cèpes'],
    );
    expect(created.document.categories[1].items[1]).toMatchObject({
      price: '17.00',
      isActive: false,
    });
  });

  it('creates "Nouveau Menu" with the four core categories when no body is sent', async () => {
    const session = await newOwner();
    const response = await call(session, { method: 'POST', url: '/api/v1/menus' });
    expect(response.statusCode).toBe(201);
    expect(response.json().document.name).toBe('Nouveau Menu');
    expect(response.json().document.categories.map((c: { id: string }) => c.id)).toEqual([
      'entrees',
      'plats',
      'desserts',
      'boissons',
    ]);
  });

  it('answers an invalid price with 422, the field and a French message', async () => {
    const session = await newOwner();
    const document = sampleMenu({
      categories: [
        {
          id: 'plats',
          name: 'Plats',
          items: [{ id: randomUUID(), name: 'Steak', price: '12,345' }],
        },
      ],
    });
    const response = await call(session, {
      method: 'POST',
      url: '/api/v1/menus',
      payload: document,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.field).toBe('categories.0.items.0.price');
    expect(response.json().error.message).toMatch(/prix/i);
  });

  it('answers a blank menu name with 422 and the spec message', async () => {
    const session = await newOwner();
    const response = await call(session, {
      method: 'POST',
      url: '/api/v1/menus',
      payload: sampleMenu({ name: '   ' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      field: 'name',
      message: 'Veuillez donner un nom à votre menu.',
    });
  });

  it('answers malformed JSON with 400 and a body over 1 MB with 413', async () => {
    const session = await newOwner();
    const malformed = await call(session, {
      method: 'POST',
      url: '/api/v1/menus',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Menu", "categories": [',
    });
    expect(malformed.statusCode).toBe(400);
    const huge = sampleMenu({ name: 'x'.repeat(1024 * 1024) });
    const oversize = await call(session, { method: 'POST', url: '/api/v1/menus', payload: huge });
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().error.message).toBe('Les données envoyées sont trop volumineuses.');
    const list = await call(session, { method: 'GET', url: '/api/v1/menus' });
    expect(list.json()).toEqual([]);
  });
});

describe('saving with If-Match', () => {
  it('saves with the current version, refuses a stale one with 409 and overwrites nothing', async () => {
    const session = await newOwner();
    const menu = await createMenu(session);
    const url = `/api/v1/menus/${menu.id}`;
    const first = await save(
      session,
      url,
      `"${menu.version}"`,
      sampleMenu({ name: 'Carte d’hiver' }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(2);
    expect(first.headers.etag).toBe('"2"');
    expect(first.json().isActive).toBe(true);

    const stale = await save(session, url, `"${menu.version}"`, sampleMenu({ name: 'Écrasement' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(
      'Ce menu a été modifié ailleurs. Rechargez pour voir la dernière version.',
    );
    const stored = await call(session, { method: 'GET', url });
    expect(stored.json().document.name).toBe('Carte d’hiver');
    expect(stored.json().version).toBe(2);
  });

  it('takes back a menu exactly as GET returned it (its document; the rest is read-only)', async () => {
    const session = await newOwner('premium');
    const menu = await createMenu(session);
    const url = `/api/v1/menus/${menu.id}`;
    const read = (await call(session, { method: 'GET', url })).json();
    read.document.name = 'Carte relue';
    read.isActive = false;
    read.id = randomUUID();
    const saved = await save(session, url, `"${read.version}"`, read);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: menu.id, isActive: true, version: 2 });
    expect(saved.json().document.name).toBe('Carte relue');

    const copy = await call(session, { method: 'POST', url: '/api/v1/menus', payload: read });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().id).not.toBe(read.id);
    expect(copy.json().document).toEqual(saved.json().document);

    const broken = await save(session, url, '"2"', {
      ...read,
      document: { ...read.document, name: ' ' },
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error.message).toBe('Veuillez donner un nom à votre menu.');
  });

  it('duplicates a Premium menu as "… (copie)", inactive, the source untouched', async () => {
    const session = await newOwner('premium');
    const source = await createMenu(session, sampleMenu({ name: 'Carte d’été' }));
    const copy = await call(session, {
      method: 'POST',
      url: `/api/v1/menus/${source.id}/duplicate`,
    });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({ isActive: false, version: 1, name: 'Carte d’été (copie)' });
    expect(copy.json().id).not.toBe(source.id);
    expect({ ...copy.json().document, name: 'x' }).toEqual({ ...source.document, name: 'x' });
    const list = (await call(session, { method: 'GET', url: '/api/v1/menus' })).json();
    expect(
      list.map((menu: { name: string; isActive: boolean }) => [menu.name, menu.isActive]),
    ).toEqual([
      ['Carte d’été', true],
      ['Carte d’été (copie)', false],
    ]);
    // The longest name still fits once the suffix is added.
    const long = await createMenu(session, sampleMenu({ name: 'N'.repeat(120) }));
    const longCopy = await call(session, {
      method: 'POST',
      url: `/api/v1/menus/${long.id}/duplicate`,
    });
    expect(longCopy.json().name).toBe(`${'N'.repeat(112)} (copie)`);
  });

  it('refuses a copy beyond the free plan’s one menu (403, the plan’s message)', async () => {
    const session = await newOwner('free');
    const source = await createMenu(session);
    const copy = await call(session, {
      method: 'POST',
      url: `/api/v1/menus/${source.id}/duplicate`,
    });
    expect(copy.statusCode).toBe(403);
    expect(copy.json().error.message).toBe(PLAN_MESSAGES.freeMenuLimit);
    expect((await call(session, { method: 'GET', url: '/api/v1/menus' })).json()).toHaveLength(1);
  });

  it('requires If-Match (428) and a number', async () => {
    const session = await newOwner();
    const menu = await createMenu(session);
    const url = `/api/v1/menus/${menu.id}`;
    const missing = await call(session, { method: 'PUT', url, payload: sampleMenu() });
    expect(missing.statusCode).toBe(428);
    const garbage = await save(session, url, 'abc', sampleMenu());
    expect(garbage.statusCode).toBe(400);
  });

  it('never changes activation on save (the prototype forced it to true)', async () => {
    const session = await newOwner('premium');
    const menu = await createMenu(session);
    await call(session, { method: 'POST', url: `/api/v1/menus/${menu.id}/deactivate` });
    const saved = await save(session, `/api/v1/menus/${menu.id}`, '1', {
      ...sampleMenu(),
      isActive: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().isActive).toBe(false);
  });
});

describe('free plan', () => {
  it('allows one menu, active, and refuses a second with the spec message (403)', async () => {
    const session = await newOwner();
    const first = await createMenu(session);
    expect(first.isActive).toBe(true);
    expect(first.isEditable).toBe(true);
    const second = await call(session, {
      method: 'POST',
      url: '/api/v1/menus',
      payload: sampleMenu(),
    });
    expect(second.statusCode).toBe(403);
    expect(second.json().error.message).toBe(PLAN_MESSAGES.freeMenuLimit);
  });

  it('refuses activation changes with the spec message (403)', async () => {
    const session = await newOwner();
    const menu = await createMenu(session);
    for (const action of ['activate', 'deactivate']) {
      const response = await call(session, {
        method: 'POST',
        url: `/api/v1/menus/${menu.id}/${action}`,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(PLAN_MESSAGES.premiumRequiredForActivation);
    }
  });

  it('lets a free owner start again after deleting the only menu', async () => {
    const session = await newOwner();
    const menu = await createMenu(session);
    expect(
      (await call(session, { method: 'DELETE', url: `/api/v1/menus/${menu.id}` })).statusCode,
    ).toBe(204);
    expect((await createMenu(session)).isActive).toBe(true);
  });
});

describe('premium plan', () => {
  it('creates menus without changing which one is active', async () => {
    const session = await newOwner('premium');
    const first = await createMenu(session);
    const second = await createMenu(session);
    expect(first.isActive).toBe(true);
    expect(second.isActive).toBe(false);
  });

  it('activates one menu and deactivates the others; deactivating leaves none', async () => {
    const session = await newOwner('premium');
    const [a, b] = [await createMenu(session), await createMenu(session)];
    const activated = await call(session, {
      method: 'POST',
      url: `/api/v1/menus/${b.id}/activate`,
    });
    expect(
      activated.json().map((m: { id: string; isActive: boolean }) => [m.id, m.isActive]),
    ).toEqual([
      [a.id, false],
      [b.id, true],
    ]);
    const none = await call(session, { method: 'POST', url: `/api/v1/menus/${b.id}/deactivate` });
    expect(none.json().every((m: { isActive: boolean }) => !m.isActive)).toBe(true);
    const next = await createMenu(session);
    expect(next.isActive).toBe(true);
  });

  it('leaves exactly one active menu after 20 concurrent activations', async () => {
    const session = await newOwner('premium');
    const created = [];
    for (let i = 0; i < 20; i++)
      created.push(await createMenu(session, sampleMenu({ name: `Menu ${i}` })));
    const responses = await Promise.all(
      created.map((menu) =>
        call(session, { method: 'POST', url: `/api/v1/menus/${menu.id}/activate` }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const list = (await call(session, { method: 'GET', url: '/api/v1/menus' })).json();
    expect(list.filter((menu: { isActive: boolean }) => menu.isActive)).toHaveLength(1);
  });

  it('the database itself refuses a second active menu', async () => {
    const session = await newOwner('premium');
    const [a, b] = [await createMenu(session), await createMenu(session)];
    expect(a.isActive).toBe(true);
    const { db } = testApp.testDatabase.database;
    await expect(
      db.updateTable('menu').set({ is_active: true }).where('id', '=', b.id).execute(),
    ).rejects.toThrow();
  });
});

describe('downgrade to free', () => {
  it('makes the oldest menu active and the others read-only but deletable', async () => {
    const session = await newOwner('premium');
    const [oldest, middle, newest] = [
      await createMenu(session, sampleMenu({ name: 'Ancien' })),
      await createMenu(session, sampleMenu({ name: 'Milieu' })),
      await createMenu(session, sampleMenu({ name: 'Récent' })),
    ];
    await call(session, { method: 'POST', url: `/api/v1/menus/${newest.id}/activate` });
    await changePlan(
      { database: testApp.testDatabase.database, events: testApp.events },
      { ownerId: session.owner.id, plan: 'free' },
    );

    expect(await menuStates(session)).toEqual([
      ['Ancien', true, true],
      ['Milieu', false, false],
      ['Récent', false, false],
    ]);

    const edit = await save(session, `/api/v1/menus/${middle.id}`, '1', sampleMenu());
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.message).toBe(PLAN_MESSAGES.readOnlyOnFree);
    const editOldest = await save(
      session,
      `/api/v1/menus/${oldest.id}`,
      '1',
      sampleMenu({ name: 'Ancien modifié' }),
    );
    expect(editOldest.statusCode).toBe(200);

    expect(
      (await call(session, { method: 'DELETE', url: `/api/v1/menus/${oldest.id}` })).statusCode,
    ).toBe(204);
    expect(await menuStates(session)).toEqual([
      ['Milieu', true, true],
      ['Récent', false, false],
    ]);
  });
});

describe('account and OpenAPI', () => {
  it('describes my plan and my permanent public address', async () => {
    const session = await newOwner();
    const account = (await call(session, { method: 'GET', url: '/api/v1/account' })).json();
    expect(account).toMatchObject({
      id: session.owner.id,
      plan: 'free',
      restaurantName: 'Le Petit Bistro',
      publicMenuUrl: `http://localhost:3000/u/${session.owner.id}`,
    });
    expect(account.entitlements.maxMenus).toBe(1);
  });

  it('publishes the OpenAPI description of the menu routes', async () => {
    const response = await call(null, { method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/menus',
        '/api/v1/menus/{id}',
        '/api/v1/menus/{id}/activate',
      ]),
    );
  });
});
