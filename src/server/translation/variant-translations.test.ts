import { describe, expect, it } from 'vitest';
import type { MenuDocument } from '../../domain/menu/menu-schema';
import { createMenu, createOwner, signIn } from '../testing/factories';
import { richMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';

// Issue 15: variant names go through the issue-13 pipeline (the offline dictionary provider
// here); tags never do. Runs on SQLite and on PostgreSQL.
const testApp = testAppForThisFile();

describe('variant names in the translation pipeline', () => {
  it('are listed, translated by the dictionary, corrected by the owner and shown to diners', async () => {
    const deps = {
      auth: testApp.auth,
      database: testApp.testDatabase.database,
      events: testApp.events,
    };
    const owner = await createOwner(deps, { plan: 'premium' });
    const cookie = await signIn(testApp.auth, owner);
    const menu = await createMenu(deps, owner.id, richMenu());
    await testApp.translationQueue.requestMenu({ ownerId: owner.id, menuId: menu.id });
    await testApp.translationQueue.idle();
    const wine = (menu.document as MenuDocument).categories[1]?.items[0];
    const [glass, bottle] = wine?.variants ?? [];
    const call = (method: 'GET' | 'PUT', payload?: object) =>
      testApp.app.inject({
        method,
        url: `/api/v1/menus/${menu.id}/translations?lang=en`,
        headers: { origin: testApp.config.publicUrl, cookie },
        ...(payload && { payload }),
      });

    const listed = (await call('GET')).json();
    const byKey = new Map(
      listed.items.map((item: { key: string }) => [item.key, item] as [string, unknown]),
    );
    expect(byKey.get(`item:${wine?.id}:variant:${glass?.id}`)).toMatchObject({
      source: 'Verre 12 cl',
      text: 'Glass 12 cl',
      origin: 'dictionary',
    });
    // Tags are not translatable text: our own table names them.
    expect(listed.items.some((item: { source: string }) => item.source === 'Vegan')).toBe(false);

    const key = `item:${wine?.id}:variant:${bottle?.id}`;
    const saved = await call('PUT', { items: [{ key, text: 'Bottle (75 cl)' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await testApp.app.inject({ method: 'GET', url: `/r/${menu.id}?lang=en` });
    expect(page.body).toContain('<span class="variant-name">Bottle (75 cl)</span>');
    expect(page.body).toContain('<span class="variant-name">Glass 12 cl</span>');
  });
});
