import { describe, expect, it } from 'vitest';
import { createMenu, createOwner, signIn } from '../testing/factories';
import { sampleMenu } from '../testing/menu-fixtures';
import { decodeQrPng } from '../testing/qr-decode';
import { testAppForThisFile } from '../testing/test-app';

// The printed code never changes; it follows whichever menu is active (spec: "le lien ne
// change jamais"). Runs on SQLite and on PostgreSQL.
const testApp = testAppForThisFile();

describe('the active-menu QR code', () => {
  it('serves the active menu, and the new one after another is activated', async () => {
    const deps = { auth: testApp.auth, database: testApp.testDatabase.database };
    const owner = await createOwner(deps, { plan: 'premium' });
    const cookie = await signIn(testApp.auth, owner);
    const lunch = await createMenu(deps, owner.id, sampleMenu({ name: 'Carte du midi' }));
    const dinner = await createMenu(deps, owner.id, sampleMenu({ name: 'Carte du soir' }));

    const png = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/qr/active.png',
      headers: { cookie },
    });
    const printed = decodeQrPng(png.rawPayload);
    expect(printed).toBe(`${testApp.config.publicUrl}/u/${owner.id}`);
    const path = new URL(printed ?? '').pathname;

    const before = await testApp.app.inject({ method: 'GET', url: path });
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('Carte du midi');
    expect(lunch.isActive).toBe(true);

    const activated = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/menus/${dinner.id}/activate`,
      headers: { cookie, origin: testApp.config.publicUrl },
    });
    expect(activated.statusCode).toBe(200);
    const after = await testApp.app.inject({ method: 'GET', url: path });
    expect(after.body).toContain('Carte du soir');
    expect(after.body).not.toContain('Carte du midi');
  });
});
