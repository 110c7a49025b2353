import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DATA_EXPORT_LIMITS, DATA_EXPORT_MESSAGES } from '../../domain/account/data-export';
import { TEAM_MESSAGES } from '../../domain/team/roles';
import { twoColourImage } from '../images/testing/image-fixtures';
import { multipartBody } from '../images/testing/upload-helpers';
import { AUDIENCE_KINDS } from '../stats/audience-kinds';
import { teamFixtures } from '../team/testing/team-fixtures';
import { createMenu } from '../testing/factories';
import { pdfText } from '../testing/pdf-text';
import { testAppForThisFile } from '../testing/test-app';

// Issue 25 §6, "Exporter mes données": the archive is built by the app itself, downloaded
// through its link and unzipped here; each file is checked against what the API answers.
// SQLite and PostgreSQL.

let clock = new Date('2026-11-26T10:00:00Z');
const testApp = testAppForThisFile({ now: () => clock });
const { call, owner, member, device } = teamFixtures(() => testApp);

const exportStatus = (cookie: string) =>
  call({ method: 'GET', url: '/api/v1/account/export', cookie });
const askExport = (cookie: string) =>
  call({ method: 'POST', url: '/api/v1/account/export', cookie });

/** Asks for an export, waits for the archive, and answers its status (with the link). */
async function readyExport(cookie: string) {
  const asked = await askExport(cookie);
  expect(asked.statusCode, asked.body).toBe(202);
  expect(asked.json().status).toBe('building');
  await testApp.dataExport.idle();
  const status = await exportStatus(cookie);
  expect(status.statusCode).toBe(200);
  return status.json() as { status: string; url: string; expiresAt: string; bytes: number };
}

/** A restaurant with a menu whose dish has an uploaded photo, a waiter, a tablet, counts. */
async function fullRestaurant() {
  const restaurant = await owner();
  const upload = multipartBody(await twoColourImage('jpeg', { width: 400, height: 300 }));
  const uploaded = await call({
    method: 'POST',
    url: '/api/v1/images',
    cookie: restaurant.cookie,
    ...upload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const photo = uploaded.json() as { id: string; url: string };
  const menu = await createMenu(
    { database: testApp.testDatabase.database, events: testApp.events },
    restaurant.id,
    {
      name: 'Menu du marché',
      categories: [
        {
          id: 'plats',
          name: 'Plats',
          items: [
            {
              id: randomUUID(),
              name: 'Poisson du jour',
              price: '21',
              allergens: ['Poissons'],
              imageUrl: photo.url,
            },
            { id: randomUUID(), name: 'Purée maison', price: '5' },
          ],
        },
      ],
    },
  );
  const waiter = await member(restaurant, 'service', 'Lina');
  await device(restaurant, 'kitchen', 'Tablette cuisine');
  const notice = await call({
    method: 'PUT',
    url: '/api/v1/allergen-notice',
    cookie: restaurant.cookie,
    payload: { text: 'Allergènes : demandez au comptoir.' },
  });
  expect(notice.statusCode).toBe(200);
  testApp.audience.add(restaurant.id, menu.id, AUDIENCE_KINDS.view, 'fr', 12);
  testApp.audience.add(restaurant.id, menu.id, AUDIENCE_KINDS.view, 'en', 3);
  return { restaurant, menuId: menu.id, photo, waiter };
}

const textOf = (files: Record<string, Uint8Array>, name: string) =>
  new TextDecoder().decode(files[name]);

describe('POST/GET /api/v1/account/export', () => {
  it('builds one archive with the profile, menus, allergen tables, photos, reports, counts and team', async () => {
    const { restaurant, menuId, photo } = await fullRestaurant();
    expect((await exportStatus(restaurant.cookie)).json()).toEqual({ status: 'none' });
    const status = await readyExport(restaurant.cookie);
    expect(status.status).toBe('ready');
    expect(status.url).toMatch(/^\/api\/v1\/account\/export\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(status.expiresAt) - clock.getTime()).toBe(DATA_EXPORT_LIMITS.linkTtlMs);

    const download = await call({ method: 'GET', url: status.url, cookie: restaurant.cookie });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="ardoise-donnees-2026-11-26.zip"',
    );
    expect(download.rawPayload.length).toBe(status.bytes);
    const files = unzipSync(new Uint8Array(download.rawPayload));
    const names = Object.keys(files).sort();
    const photoFile = names.find((name) => name.startsWith('photos/') && name.endsWith('.jpg'));
    expect(names).toEqual(
      [
        'README.txt',
        'audience/comptages.json',
        'commandes-et-paiements/clotures.json',
        'commandes-et-paiements/service-du-jour.json',
        'compte.json',
        'equipe.json',
        'menus/01-menu-du-marche-allergenes.pdf',
        'menus/01-menu-du-marche.json',
        photoFile,
        'photos/index.json',
        'restaurant.json',
      ].sort(),
    );

    expect(textOf(files, 'README.txt')).toContain('Cette archive contient les données');
    expect(JSON.parse(textOf(files, 'compte.json'))).toEqual(
      (await call({ method: 'GET', url: '/api/v1/account', cookie: restaurant.cookie })).json(),
    );
    expect(JSON.parse(textOf(files, 'restaurant.json'))).toEqual(
      (await call({ method: 'GET', url: '/api/v1/restaurant', cookie: restaurant.cookie })).json(),
    );
    // The menu exactly as the API answers it.
    const apiMenu = await call({
      method: 'GET',
      url: `/api/v1/menus/${menuId}`,
      cookie: restaurant.cookie,
    });
    expect(JSON.parse(textOf(files, 'menus/01-menu-du-marche.json'))).toEqual(apiMenu.json());
    const table = await pdfText(Buffer.from(files['menus/01-menu-du-marche-allergenes.pdf'] ?? []));
    expect(table).toContain('Menu du marché – Le Petit Bistro');
    expect(table).toContain('Purée maison Aucun des 14 allergènes');

    // The photo's bytes, as the app serves them.
    const index = JSON.parse(textOf(files, 'photos/index.json'));
    expect(index).toEqual([
      expect.objectContaining({ id: photo.id, file: photoFile?.slice('photos/'.length) }),
    ]);
    const photoServed = await call({ method: 'GET', url: `/images/${index[0].file}` });
    expect(photoServed.statusCode).toBe(200);
    expect(Buffer.from(files[photoFile ?? ''] ?? []).equals(photoServed.rawPayload)).toBe(true);

    const team = JSON.parse(textOf(files, 'equipe.json'));
    expect(team).toEqual(
      (await call({ method: 'GET', url: '/api/v1/team', cookie: restaurant.cookie })).json(),
    );
    expect(team.members.map((m: { role: string }) => m.role).sort()).toEqual(['owner', 'service']);
    expect(team.devices).toEqual([
      expect.objectContaining({ name: 'Tablette cuisine', role: 'kitchen' }),
    ]);

    const counts = JSON.parse(textOf(files, 'audience/comptages.json'));
    expect(counts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ menuId, kind: 'view', key: 'fr', count: 12 }),
        expect.objectContaining({ menuId, kind: 'view', key: 'en', count: 3 }),
      ]),
    );
    const report = JSON.parse(textOf(files, 'commandes-et-paiements/service-du-jour.json'));
    expect(report.days).toBe(93);

    // No secret anywhere: no password hash, session or device token, pairing code.
    const everything = names
      .filter((name) => name.endsWith('.json') || name.endsWith('.txt'))
      .map((name) => textOf(files, name))
      .join('\n');
    for (const secret of ['password', 'hash', 'token', 'secret', '$scrypt', 'codeHash']) {
      expect(everything.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });

  it('allows one export at a time, and five a day', async () => {
    const restaurant = await owner();
    const first = await askExport(restaurant.cookie);
    expect(first.statusCode).toBe(202);
    const second = await askExport(restaurant.cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(DATA_EXPORT_MESSAGES.alreadyBuilding);
    await testApp.dataExport.idle();
    for (let count = 2; count <= DATA_EXPORT_LIMITS.perDay; count++) {
      expect((await askExport(restaurant.cookie)).statusCode).toBe(202);
      await testApp.dataExport.idle();
    }
    const refused = await askExport(restaurant.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(DATA_EXPORT_MESSAGES.tooMany);
    expect(refused.headers['retry-after']).toBeDefined();
    // The last archive is still there to download.
    expect((await exportStatus(restaurant.cookie)).json().status).toBe('ready');
  });

  it('keeps the link to its owner: 404 for another owner, 403 for the team', async () => {
    const restaurant = await owner();
    const { url } = await readyExport(restaurant.cookie);
    const other = await owner();
    const stranger = await call({ method: 'GET', url, cookie: other.cookie });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe(DATA_EXPORT_MESSAGES.linkInvalid);
    // A made-up token of the right shape.
    const forged = await call({
      method: 'GET',
      url: `/api/v1/account/export/${'A'.repeat(43)}`,
      cookie: restaurant.cookie,
    });
    expect(forged.statusCode).toBe(404);
    const anonymous = await call({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    const manager = await member(restaurant, 'manager', 'Sam');
    for (const request of [
      { method: 'GET' as const, url },
      { method: 'GET' as const, url: '/api/v1/account/export' },
      { method: 'POST' as const, url: '/api/v1/account/export' },
    ]) {
      const refused = await call({ ...request, cookie: manager.cookie });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(TEAM_MESSAGES.forbidden);
    }
  });

  it('expires the link after 24 hours and purges the archive', async () => {
    const restaurant = await owner();
    const { url } = await readyExport(restaurant.cookie);
    const exportsDir = path.join(testApp.config.dataDir, 'exports');
    const before = await readdir(exportsDir);
    expect((await call({ method: 'GET', url, cookie: restaurant.cookie })).statusCode).toBe(200);

    clock = new Date(clock.getTime() + DATA_EXPORT_LIMITS.linkTtlMs + 1000);
    try {
      expect((await call({ method: 'GET', url, cookie: restaurant.cookie })).statusCode).toBe(404);
      expect((await exportStatus(restaurant.cookie)).json().status).toBe('expired');
      expect(await testApp.dataExport.purgeExpired()).toBeGreaterThanOrEqual(1);
      const after = await readdir(exportsDir);
      expect(before.filter((name) => !after.includes(name)).length).toBeGreaterThanOrEqual(1);
    } finally {
      clock = new Date('2026-11-26T10:00:00Z');
    }
  });
});

describe('account deletion', () => {
  it('erases the archive and the audience counts with the account', async () => {
    const { restaurant } = await fullRestaurant();
    await readyExport(restaurant.cookie);
    const { db } = testApp.testDatabase.database;
    const exportsDir = path.join(testApp.config.dataDir, 'exports');
    const row = await db
      .selectFrom('data_export')
      .select('file_name')
      .where('owner_id', '=', restaurant.id)
      .executeTakeFirstOrThrow();
    expect(await readdir(exportsDir)).toContain(row.file_name);
    await testApp.audience.flush();
    const counted = await db
      .selectFrom('audience_hour')
      .select('count')
      .where('owner_id', '=', restaurant.id)
      .execute();
    expect(counted.length).toBeGreaterThan(0);

    const deleted = await call({
      method: 'POST',
      url: '/api/auth/delete-user',
      cookie: restaurant.cookie,
      payload: { password: restaurant.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await readdir(exportsDir)).not.toContain(row.file_name);
    for (const table of [
      'data_export',
      'audience_hour',
      'audience_day',
      'allergen_notice',
    ] as const) {
      const left = await db
        .selectFrom(table)
        .select('owner_id')
        .where('owner_id', '=', restaurant.id)
        .execute();
      expect(left, table).toEqual([]);
    }
  });
});
