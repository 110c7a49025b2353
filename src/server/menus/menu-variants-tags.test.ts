import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TAG_MESSAGES } from '../../domain/menu/tag-schema';
import { VARIANT_MESSAGES } from '../../domain/menu/variants';
import { createOwner, signIn } from '../testing/factories';
import { richMenu, sampleMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';

// Issue 15 §1–2 through the API; runs on SQLite and on PostgreSQL (the document is JSON).
const testApp = testAppForThisFile();

async function session() {
  const deps = { auth: testApp.auth, database: testApp.testDatabase.database };
  const owner = await createOwner(deps, { plan: 'free' });
  return signIn(testApp.auth, owner);
}

const call = (cookie: string, options: InjectOptions) =>
  testApp.app.inject({
    ...options,
    headers: { origin: testApp.config.publicUrl, cookie, ...options.headers },
  });

const menuWith = (dish: Record<string, unknown>) =>
  sampleMenu({ categories: [{ id: 'vins', name: 'Vins', items: [dish] }] });

const wine = (variants: unknown) => ({ id: randomUUID(), name: 'Côtes-du-Rhône', variants });
const variant = (name: string, price: unknown = '6') => ({ id: randomUUID(), name, price });

describe('variants and tags in the menu document', () => {
  it('round-trips them through create, save and read, the price being the lowest variant', async () => {
    const cookie = await session();
    const created = await call(cookie, {
      method: 'POST',
      url: '/api/v1/menus',
      payload: richMenu(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const [ratatouille] = created.json().document.categories[0].items;
    expect(ratatouille.tags).toEqual(['fait-maison', 'vegan']);
    const saved = await call(cookie, {
      method: 'PUT',
      url: `/api/v1/menus/${created.json().id}`,
      headers: { 'if-match': `"${created.json().version}"` },
      payload: created.json().document,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await call(cookie, { method: 'GET', url: `/api/v1/menus/${created.json().id}` });
    const stored = read.json().document;
    expect(stored).toEqual(created.json().document);
    const storedWine = stored.categories[1].items[0];
    expect(storedWine.price).toBe('6.00');
    expect(
      storedWine.variants.map((v: { name: string; price: string }) => [v.name, v.price]),
    ).toEqual([
      ['Verre 12 cl', '6.00'],
      ['Bouteille 75 cl', '32.00'],
      ['Pichet <50 cl>', '18.50'],
    ]);
    expect(storedWine.variants[0].id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['one variant', [variant('Verre')], 'categories.0.items.0.variants', VARIANT_MESSAGES.count],
    [
      'a blank name',
      [variant('Verre'), variant(' ')],
      'categories.0.items.0.variants.1.name',
      VARIANT_MESSAGES.nameRequired,
    ],
    [
      'the same name twice',
      [variant('Verre'), variant('verre')],
      'categories.0.items.0.variants.1.name',
      VARIANT_MESSAGES.duplicateName,
    ],
    [
      'a bad price',
      [variant('Verre'), variant('Bouteille', '3,999')],
      'categories.0.items.0.variants.1.price',
      'Le prix doit être un nombre positif avec au plus 2 décimales (ex. 12,50).',
    ],
  ])('answers %s with 422, the field and a French message', async (_, variants, field, message) => {
    const cookie = await session();
    const response = await call(cookie, {
      method: 'POST',
      url: '/api/v1/menus',
      payload: menuWith(wine(variants)),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field, message });
  });

  it('answers an unknown or repeated tag with 422 in French', async () => {
    const cookie = await session();
    const post = (tags: unknown) =>
      call(cookie, {
        method: 'POST',
        url: '/api/v1/menus',
        payload: menuWith({ id: randomUUID(), name: 'Tarte', price: '7', tags }),
      });
    const unknown = await post(['bio']);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toMatchObject({
      field: 'categories.0.items.0.tags.0',
      message: TAG_MESSAGES.unknown('bio'),
    });
    const repeated = await post(['vegan', 'vegan']);
    expect(repeated.json().error.message).toBe(TAG_MESSAGES.duplicate);
  });

  it('describes variants and tags in the OpenAPI document', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const text = response.body;
    expect(text).toContain('"variants"');
    expect(text).toContain('"suggestion-du-chef"');
  });
});

describe('variants posted as the contract says: [{name, price}] (issue 21 §9)', () => {
  const withoutIds = () =>
    menuWith(
      wine([
        { name: 'Verre', price: '6' },
        { name: 'Bouteille', price: '30' },
      ]),
    );
  const idsOf = (response: {
    json(): { document: { categories: { items: { variants: { id: string }[] }[] }[] } };
  }) => response.json().document.categories[0]?.items[0]?.variants.map((variant) => variant.id);

  it('gets ids from the server on create, and keeps them on a save without ids', async () => {
    const cookie = await session();
    const created = await call(cookie, {
      method: 'POST',
      url: '/api/v1/menus',
      payload: withoutIds(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const ids = idsOf(created);
    expect(ids).toHaveLength(2);
    for (const id of ids ?? []) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(2);

    const dishId = created.json().document.categories[0].items[0].id as string;
    const document = menuWith({
      ...wine([
        { name: 'Verre', price: '6' },
        { name: 'Bouteille', price: '30' },
        { name: 'Pichet', price: '18' },
      ]),
      id: dishId,
    });
    const saved = await call(cookie, {
      method: 'PUT',
      url: `/api/v1/menus/${created.json().id}`,
      headers: { 'if-match': `"${created.json().version}"` },
      payload: document,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const savedIds = idsOf(saved);
    expect(savedIds?.slice(0, 2)).toEqual(ids);
    expect(savedIds?.[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids).not.toContain(savedIds?.[2]);
  });

  it('keeps the ids that were sent, and still refuses a malformed one', async () => {
    const cookie = await session();
    const glass = variant('Verre');
    const sent = [glass, { name: 'Bouteille', price: '30' }];
    const created = await call(cookie, {
      method: 'POST',
      url: '/api/v1/menus',
      payload: menuWith(wine(sent)),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(idsOf(created)?.[0]).toBe(glass.id);
    const malformed = await call(cookie, {
      method: 'POST',
      url: '/api/v1/menus',
      payload: menuWith(wine([{ id: 'abc', name: 'Verre', price: '6' }, variant('Bouteille')])),
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().error.message).toBe(VARIANT_MESSAGES.idInvalid);
  });
});
