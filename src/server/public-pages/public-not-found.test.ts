import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sampleMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { publicFixtures } from './testing/public-fixtures';

// Issue 16 point 8. Runs on SQLite and on PostgreSQL, over a real socket (the fast path sits in
// front of Fastify): "Menu non disponible" is served like a menu page, from memory.
const testApp = testAppForThisFile({ listen: true });
const fx = publicFixtures(() => testApp);
const hits = () => testApp.publicFastPath.stats().hits;

describe('not-found diner pages', () => {
  it('answers an unknown id with the same precompressed bytes, replayed in front of Fastify', async () => {
    const url = `${testApp.baseUrl}/r/${randomUUID()}`;
    const first = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(first.status).toBe(404);
    const firstBody = await first.text();
    expect(firstBody).toContain('Menu non disponible');
    const before = hits();
    const second = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(second.status).toBe(404);
    expect(hits()).toBe(before + 1);
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(second.headers.get('cache-control')).toBe('no-cache');
    expect(second.headers.get('content-language')).toBe('fr');

    const english = await fetch(`${url}?lang=en`);
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('<html lang="en">');
    const englishAgain = await fetch(`${url}?lang=en`);
    expect(englishAgain.status).toBe(404);
    expect(englishAgain.headers.get('etag')).toBe(english.headers.get('etag'));

    // A readable address nobody has (issue 15 §6): crawlers and typos try these too.
    for (const path of ['/r/nope', `/u/${randomUUID()}`, '/personne-ne-porte-ce-nom']) {
      await fetch(`${testApp.baseUrl}${path}`);
      const again = hits();
      const replayed = await fetch(`${testApp.baseUrl}${path}`);
      expect(replayed.status, path).toBe(404);
      expect(hits(), path).toBe(again + 1);
    }
  });

  it('remembers an unknown menu id briefly, and forgets it when the event log announces it', async () => {
    const existing = await fx.menu(await fx.owner(), sampleMenu());
    const owner = await fx.owner(); // no menu yet: the one written below is their oldest
    const id = randomUUID();
    expect((await fetch(`${testApp.baseUrl}/r/${id}`)).status).toBe(404);

    // Written behind the service's back (no event): still unknown for a while, no query made.
    const { db } = testApp.testDatabase.database;
    const row = await db
      .selectFrom('menu')
      .selectAll()
      .where('id', '=', existing.id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('menu')
      .values({
        ...row,
        id,
        owner_id: owner.id,
        is_active: false,
        document: JSON.stringify(sampleMenu()),
        schedule: null,
      })
      .execute();
    expect((await fetch(`${testApp.baseUrl}/r/${id}`)).status).toBe(404);

    await testApp.events.publish('menu.changed', { ownerId: owner.id, menuId: id });
    await expect.poll(async () => (await fetch(`${testApp.baseUrl}/r/${id}`)).status).toBe(200);
  });

  it('serves an owner’s page as soon as their first menu is created', async () => {
    const owner = await fx.owner();
    const url = `${testApp.baseUrl}/u/${owner.id}`;
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(url)).status).toBe(404);
    await fx.menu(owner, sampleMenu({ name: 'Première carte' }));
    await expect.poll(async () => (await fetch(url)).status).toBe(200);
    expect(await (await fetch(url)).text()).toContain('Première carte');
  });
});
