import { describe, expect, it } from 'vitest';
import type { ImportJob } from '../../domain/menu-import/import-schemas';
import { createMenu } from '../testing/factories';
import { sampleMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { importClient } from './testing/import-client';

const testApp = testAppForThisFile();

const MENU_TEXT = [
  'Entrées',
  'Tarte fine ........ 9',
  'aux poireaux',
  'Soupe à l’oignon 7,50 €',
  '',
  'Desserts',
  'Crème brûlée 6€50',
  '',
  'Service continu de midi à minuit, réservations conseillées le week-end et jours fériés',
].join('\n');

const dishes = (job: ImportJob) =>
  job.draft?.categories.flatMap((category) => category.items) ?? [];

async function readyImport(client: Awaited<ReturnType<typeof importClient>>, text = MENU_TEXT) {
  const posted = await client.postText(text);
  expect(posted.statusCode).toBe(202);
  return client.until(posted.json().id);
}

describe('importing pasted text', () => {
  it('answers 202, reads the text into a draft, then creates the menu the owner checked', async () => {
    const client = await importClient(testApp);
    const posted = await client.postText(MENU_TEXT);
    expect(posted.statusCode).toBe(202);
    expect(posted.json()).toEqual({ id: expect.any(String), status: 'queued' });

    const job = await client.until(posted.json().id);
    expect(job).toMatchObject({ status: 'ready', progress: 100, source: { kind: 'text' } });
    expect(job.source.text).toBe(MENU_TEXT);
    expect(job.draft?.categories.map((category) => category.name)).toEqual(['Entrées', 'Desserts']);
    expect(dishes(job).map((dish) => [dish.name, dish.price])).toEqual([
      ['Tarte fine', '9.00'],
      ['Soupe à l’oignon', '7.50'],
      ['Crème brûlée', '6.50'],
    ]);
    expect(job.unrecognised).toEqual([
      { line: 9, text: expect.stringMatching(/^Service continu/) },
    ]);

    // Nothing exists before "Créer le menu".
    const before = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/menus',
      headers: { cookie: client.cookie },
    });
    expect(before.json()).toEqual([]);

    const draft = structuredClone(job.draft);
    if (!draft?.categories[0]?.items[0]) throw new Error('no draft');
    draft.name = 'La carte du Bistro';
    draft.categories[0].items[0].price = '9.50';
    const created = await client.create(job.id, { draft });
    expect(created.statusCode).toBe(201);
    const menu = created.json();
    expect(menu.document.name).toBe('La carte du Bistro');
    expect(menu.isActive).toBe(true);
    expect(menu.document.categories[0].items[0]).toMatchObject({
      name: 'Tarte fine',
      price: '9.50',
      description: 'aux poireaux',
    });

    // Done: the import is gone, a second click makes no second menu.
    expect((await client.create(job.id, { draft })).statusCode).toBe(404);
  });

  it('refuses empty text (422) and anonymous callers (401), in French', async () => {
    const client = await importClient(testApp);
    const empty = await client.postText('   ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.message).toBe('Collez le texte de votre carte.');
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/imports',
      headers: { origin: testApp.config.publicUrl },
      payload: { text: MENU_TEXT },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('fails, with a French reason, when no dish is found', async () => {
    const client = await importClient(testApp);
    const job = await readyImport(client, 'Bienvenue chez nous\nBonne dégustation');
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/Aucun plat n’a été reconnu/);
    expect(job.draft).toBeNull();
  });

  it('judges the menu with the menu schema at creation (422 with the field)', async () => {
    const client = await importClient(testApp);
    const job = await readyImport(client);
    const draft = structuredClone(job.draft);
    if (!draft?.categories[1]?.items[0]) throw new Error('no draft');
    draft.categories[1].items[0].price = '';
    const refused = await client.create(job.id, { draft });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.field).toBe('draft.categories.1.items.0.price');
  });
});

describe('allergens', () => {
  it('saves the allergens written or ticked, never the guessed ones the owner did not tick', async () => {
    const client = await importClient(testApp);
    const job = await readyImport(client);
    const draft = structuredClone(job.draft);
    const dish = draft?.categories[1]?.items[0];
    if (!draft || !dish) throw new Error('no draft');
    dish.allergens = ['Lait', 'Œufs'];
    dish.suggestedAllergens = ['Gluten', 'Fruits à coque'];
    const created = await client.create(job.id, { draft });
    expect(created.statusCode).toBe(201);
    const saved = created.json().document.categories[1].items[0];
    expect(saved.allergens).toEqual(['Lait', 'Œufs']);
    expect(JSON.stringify(created.json())).not.toMatch(/Gluten|Fruits à coque|suggested/);
  });
});

describe('plan limits at creation', () => {
  it('offers a free owner with a menu to replace its content (409, then replaceMenuId)', async () => {
    const client = await importClient(testApp, 'free');
    const existing = await createMenu(testApp.testDatabase, client.ownerId, sampleMenu());
    const job = await readyImport(client);

    const refused = await client.create(job.id, { draft: job.draft });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CONFLICT',
      reason: 'MENU_LIMIT',
      message: expect.stringMatching(/Remplacez le contenu de votre menu actuel.*Premium/),
    });

    const replaced = await client.create(job.id, { draft: job.draft, replaceMenuId: existing.id });
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json()).toMatchObject({ id: existing.id, version: existing.version + 1 });
    const names = replaced
      .json()
      .document.categories.map((category: { name: string }) => category.name);
    expect(names).toEqual(['Entrées', 'Desserts']);
    const menus = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/menus',
      headers: { cookie: client.cookie },
    });
    expect(menus.json()).toHaveLength(1);
  });

  it('creates one more menu for a Premium owner', async () => {
    const client = await importClient(testApp, 'premium');
    await createMenu(testApp.testDatabase, client.ownerId, sampleMenu());
    const job = await readyImport(client);
    const created = await client.create(job.id, { draft: job.draft });
    expect(created.statusCode).toBe(201);
    expect(created.json().isActive).toBe(false);
  });
});

describe('another owner', () => {
  it('finds nothing of someone else’s import or menu (404)', async () => {
    const mine = await importClient(testApp);
    const other = await importClient(testApp);
    const job = await readyImport(mine);
    expect((await other.get(job.id)).statusCode).toBe(404);
    expect((await other.create(job.id, { draft: job.draft })).statusCode).toBe(404);
    expect((await other.putMapping(job.id, { name: 0, price: 1 })).statusCode).toBe(404);

    const theirMenu = await createMenu(testApp.testDatabase, other.ownerId, sampleMenu());
    const ownJob = await readyImport(mine);
    const replace = await mine.create(ownJob.id, {
      draft: ownJob.draft,
      replaceMenuId: theirMenu.id,
    });
    expect(replace.statusCode).toBe(404);
  });
});

describe('files', () => {
  it('reads a CSV into rows, a guessed column mapping and a draft; the mapping can be changed', async () => {
    const client = await importClient(testApp);
    const csv = [
      'Catégorie;Plat;Prix;Allergènes',
      'Entrées;Œuf mayonnaise;6.50;œufs',
      'Plats;Steak frites;18;',
      'Desserts;Île flottante;7;lait',
    ].join('\n');
    const posted = await client.postFile(new TextEncoder().encode(csv), 'carte.csv', 'text/csv');
    expect(posted.statusCode).toBe(202);
    const job = await client.until(posted.json().id);
    expect(job).toMatchObject({ status: 'ready', source: { kind: 'csv', filename: 'carte.csv' } });
    expect(job.rows?.[1]).toEqual(['Entrées', 'Œuf mayonnaise', '6.50', 'œufs']);
    expect(job.mapping).toMatchObject({ category: 0, name: 1, price: 2 });
    expect(job.draft?.categories.map((category) => category.name)).toEqual([
      'Entrées',
      'Plats',
      'Desserts',
    ]);
    expect(job.draft?.categories[0]?.items[0]).toMatchObject({
      name: 'Œuf mayonnaise',
      price: '6.50',
      allergens: ['Œufs'],
    });

    const remapped = await client.putMapping(job.id, { name: 0, price: 2 });
    expect(remapped.statusCode).toBe(200);
    expect(remapped.json().mapping).toEqual({ name: 0, price: 2 });
    expect(remapped.json().draft.categories[0].items[0].name).toBe('Entrées');

    // `hasHeader` is a flag, not a column: without it, the titles' row is read as a line.
    const noHeader = await client.putMapping(job.id, {
      category: 0,
      name: 1,
      price: 2,
      hasHeader: false,
    });
    expect(noHeader.statusCode).toBe(200);
    expect(noHeader.json().mapping).toEqual({ category: 0, name: 1, price: 2, hasHeader: false });
    expect(noHeader.json().unrecognised[0]).toMatchObject({ line: 1 });

    const outside = await client.putMapping(job.id, { name: 0, price: 40 });
    expect(outside.statusCode).toBe(422);
    const textJob = await readyImport(client);
    expect((await client.putMapping(textJob.id, { name: 0, price: 1 })).statusCode).toBe(409);
  });

  it('refuses a file no reader takes (415) and a file over 10 MB (413), in French', async () => {
    const client = await importClient(testApp);
    const zip = Buffer.from('PK\x03\x04 not a workbook at all', 'latin1');
    const refused = await client.postFile(zip, 'archive.zip');
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toMatch(/^Ce fichier n’est pas pris en charge/);
    const binary = await client.postFile(Buffer.from([0, 1, 2, 3, 4, 5]), 'carte.txt');
    expect(binary.statusCode).toBe(415);
    // Text is judged by its bytes too: a name without `.txt` is still read as text.
    const unnamed = await client.postFile(Buffer.from('Entrées\nTerrine 8 €\n'), 'carte');
    expect(unnamed.statusCode).toBe(202);
    expect(await client.until(unnamed.json().id)).toMatchObject({
      status: 'ready',
      source: { kind: 'text' },
    });

    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 0x20);
    big.write('%PDF-1.7');
    const tooBig = await client.postFile(big, 'carte.pdf', 'application/pdf');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe(
      'Ce fichier dépasse 10 Mo : envoyez un fichier plus léger.',
    );
  });
});
