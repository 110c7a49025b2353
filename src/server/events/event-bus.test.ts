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

describe('the event log', () => {
  it('delivers every event once when the transactions that wrote them commit out of order', async () => {
    const delivered: string[] = [];
    const off = testApp.events.on('owner.changed', ({ ownerId }) => {
      if (ownerId.startsWith('out-of-order-')) delivered.push(ownerId);
    });
    // Each writer emits, then holds its transaction open a random while before it commits: a
    // reader that saw a later id before an earlier one committed would never deliver the
    // earlier one (on PostgreSQL, the order drawn at commit under a lock prevents it: migration
    // 2026-12-05-100-event-order; it fails with the order drawn at insert).
    const written = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        testApp.events.transaction(async (_trx, emit) => {
          await new Promise((resolve) => setTimeout(resolve, (index * 7) % 11));
          const ownerId = `out-of-order-${index}`;
          await emit('owner.changed', { ownerId });
          await new Promise((resolve) => setTimeout(resolve, 25 - ((index * 5) % 23)));
          return ownerId;
        }),
      ),
    );
    await expect.poll(() => delivered.length, { timeout: 5_000 }).toBe(written.length);
    off();
    expect([...delivered].sort()).toEqual([...written].sort());
  });
});
