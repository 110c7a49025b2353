import { beforeAll, describe, expect, it } from 'vitest';
import { createOwner, signIn } from '../testing/factories';
import { testAppForThisFile } from '../testing/test-app';
import type { AppEvents } from './event-bus';

const testApp = testAppForThisFile();
const seen: { type: keyof AppEvents; payload: unknown }[] = [];
beforeAll(async () => {
  for (const type of ['menu.changed', 'owner.changed'] as const) {
    testApp.events.on(type, (payload) => seen.push({ type, payload }));
  }
});

describe('application events', () => {
  it('announce menu changes and restaurant renames', async () => {
    const owner = await createOwner({
      auth: testApp.auth,
      database: testApp.testDatabase.database,
    });
    const cookie = await signIn(testApp.auth, owner);
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/menus',
      headers: { cookie, origin: testApp.config.publicUrl },
    });
    const menuId = created.json().id;
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie, origin: testApp.config.publicUrl, 'content-type': 'application/json' },
      payload: { restaurantName: 'Nouveau nom' },
    });
    expect(seen).toEqual([
      { type: 'menu.changed', payload: { ownerId: owner.id, menuId } },
      { type: 'owner.changed', payload: { ownerId: owner.id } },
    ]);
  });
});
