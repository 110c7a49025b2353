import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRANSLATION_MESSAGES } from '../../domain/i18n/menu-translations';
import type { MenuDocumentInput } from '../../domain/menu/menu-schema';
import type { Plan } from '../../domain/plans/plans';
import { createMenu, createOwner, signIn } from '../testing/factories';
import { type FakeDeepL, startFakeDeepL } from '../testing/fake-deepl';
import { type TestApp, testAppForThisFile } from '../testing/test-app';
import { UNAVAILABLE_MESSAGE } from './translation-queue';
import { translationRepository } from './translation-repository';

// Runs on SQLite and on PostgreSQL (issue 13, "Done when"): the real deepl-node client against
// a local server speaking DeepL's wire format.
let fake: FakeDeepL;
beforeAll(async () => {
  fake = await startFakeDeepL();
});
afterAll(() => fake.close());
const testApp = testAppForThisFile(() => ({
  env: {
    DEEPL_API_KEY: 'test-key:fx',
    DEEPL_SERVER_URL: fake.baseUrl,
    TRANSLATION_RETRY_MS: '20',
  },
}));
beforeEach(() => {
  fake.failures.length = 0;
});

const LANGS = ['EN-GB', 'ES', 'ZH-HANS', 'IT'];

function bistro(): MenuDocumentInput & { ids: { soup: string; beef: string } } {
  const ids = { soup: randomUUID(), beef: randomUUID() };
  return {
    ids,
    name: `Carte ${randomUUID().slice(0, 8)}`,
    categories: [
      {
        id: 'entrees',
        name: 'Entrées',
        items: [
          {
            id: ids.soup,
            name: 'Velouté de potimarron',
            description: 'Crème fraîche et graines torréfiées',
            price: '8.5',
            allergens: ['Lait'],
          },
        ],
      },
      {
        id: 'custom-1',
        name: 'Nos grillades',
        items: [{ id: ids.beef, name: 'Entrecôte', description: 'Frites maison', price: '24' }],
      },
    ],
  };
}

async function restaurant(app: TestApp = testApp, plan: Plan = 'premium') {
  const deps = { auth: app.auth, database: app.testDatabase.database, events: app.events };
  const owner = await createOwner(deps, { plan });
  const document = bistro();
  const { ids, ...input } = document;
  const menu = await createMenu(deps, owner.id, input);
  const cookie = await signIn(app.auth, owner);
  return { owner, menu, document: input, ids, cookie, version: menu.version };
}

type Restaurant = Awaited<ReturnType<typeof restaurant>>;

/** Waits until no job of this menu is left (or only stopped ones): retries come on a timer. */
async function settled(menuId: string, app: TestApp = testApp) {
  const { db } = app.testDatabase.database;
  await vi.waitFor(
    async () => {
      await app.translationQueue.idle();
      const jobs = await db
        .selectFrom('translation_job')
        .select(['failure'])
        .where('menu_id', '=', menuId)
        .execute();
      if (!jobs.every((job) => job.failure !== null)) throw new Error('jobs left');
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** The translate calls that carried one of these texts. */
const callsWith = (texts: string[]) =>
  fake.translateCalls().filter((call) => call.form.getAll('text').some((t) => texts.includes(t)));

const api = (
  r: Restaurant,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  payload?: unknown,
  app = testApp,
) =>
  app.app.inject({
    method,
    url: `/api/v1/menus/${r.menu.id}${path}`,
    headers: { origin: app.config.publicUrl, cookie: r.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The menu's translations in `lang` list this machine text. */
async function expectMachineText(r: Restaurant, lang: string, text: string) {
  const list = await api(r, 'GET', `/translations?lang=${lang}`);
  expect(list.json().items).toContainEqual(expect.objectContaining({ text, origin: 'machine' }));
}

async function save(
  r: Restaurant,
  change: (document: MenuDocumentInput) => void,
  app: TestApp = testApp,
) {
  change(r.document);
  const response = await app.app.inject({
    method: 'PUT',
    url: `/api/v1/menus/${r.menu.id}`,
    headers: { origin: app.config.publicUrl, cookie: r.cookie, 'if-match': `"${r.version}"` },
    payload: r.document,
  });
  expect(response.statusCode, response.body).toBe(200);
  r.version = response.json().version;
}

const setDescription = (r: Restaurant, text: string) =>
  save(r, (document) => {
    const items = document.categories[1]?.items as { description?: string }[] | undefined;
    if (items?.[0]) items[0].description = text;
  });

describe('machine translation with DeepL', () => {
  it('saving a menu queues one batched call per language, through deepl-node', async () => {
    const r = await restaurant();
    await settled(r.menu.id);
    const calls = callsWith([r.document.name]);
    expect(calls.map((call) => call.form.get('target_lang')?.toUpperCase()).sort()).toEqual(
      [...LANGS].sort(),
    );
    for (const call of calls) {
      expect(call.authorization).toBe('DeepL-Auth-Key test-key:fx');
      expect(call.contentType).toContain('application/x-www-form-urlencoded');
      expect(call.form.get('source_lang')?.toUpperCase()).toBe('FR');
      expect(call.form.get('formality')).toBe('prefer_more');
      expect(call.form.get('glossary_id')).toMatch(/^glossary-/);
      // Everything in one call; never the predefined "Entrées" nor allergens.
      expect(call.form.getAll('text').sort()).toEqual(
        [
          r.document.name,
          'Nos grillades',
          'Velouté de potimarron',
          'Crème fraîche et graines torréfiées',
          'Entrecôte',
          'Frites maison',
        ].sort(),
      );
    }
    const glossaries = fake.requests.filter((request) => request.path === '/v2/glossaries');
    expect(glossaries.length).toBe(4);
    expect(glossaries[0]?.form.get('entries')).toContain('salade nicoise\t');

    const list = await api(r, 'GET', '/translations?lang=en');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toContainEqual({
      key: `item:${r.ids.beef}:description`,
      source: 'Frites maison',
      text: '[EN-GB] Frites maison',
      origin: 'machine',
      stale: false,
    });
    expect(list.json().items.map((item: { key: string }) => item.key)).toEqual([
      'name',
      `item:${r.ids.soup}:name`,
      `item:${r.ids.soup}:description`,
      'category:custom-1:name',
      `item:${r.ids.beef}:name`,
      `item:${r.ids.beef}:description`,
    ]);
    expect(list.json()).toMatchObject({ pending: 0, notice: null });
  });

  it('sends nothing for an unchanged save, and only the changed field otherwise', async () => {
    const r = await restaurant();
    await settled(r.menu.id);
    const before = fake.translateCalls().length;
    await save(r, () => {});
    await settled(r.menu.id);
    expect(fake.translateCalls().length).toBe(before);

    await setDescription(r, 'Frites maison et salade');
    await settled(r.menu.id);
    const calls = fake.translateCalls().slice(before);
    expect(calls).toHaveLength(4);
    for (const call of calls) expect(call.form.getAll('text')).toEqual(['Frites maison et salade']);
    await expectMachineText(r, 'es', '[ES] Frites maison et salade');
  });

  it('the diner page shows machine text with the AI footer, and drops its cache when it lands', async () => {
    const r = await restaurant();
    await settled(r.menu.id);
    const page = await testApp.app.inject({ url: `/r/${r.menu.id}?lang=en` });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('[EN-GB] Frites maison');
    expect(page.body).toContain('>Starters</h2>');
    expect(page.body).toContain('Menu translated with AI technology');
    // Cached now; a new text replaces it as soon as the translation lands.
    await setDescription(r, 'Pommes allumettes');
    await settled(r.menu.id);
    const after = await testApp.app.inject({ url: `/r/${r.menu.id}?lang=en` });
    expect(after.body).toContain('[EN-GB] Pommes allumettes');
    expect(after.body).not.toContain('[EN-GB] Frites maison');
  });

  it('keeps the owner’s correction, flags it "à revoir" when the French changes', async () => {
    const r = await restaurant();
    await settled(r.menu.id);
    const key = `item:${r.ids.beef}:description`;
    const put = await api(r, 'PUT', '/translations?lang=en', {
      items: [{ key, text: 'Home-made fries' }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().items).toContainEqual({
      key,
      source: 'Frites maison',
      text: 'Home-made fries',
      origin: 'owner',
      stale: false,
    });
    const page = await testApp.app.inject({ url: `/r/${r.menu.id}?lang=en` });
    expect(page.body).toContain('Home-made fries');

    const before = fake.translateCalls().length;
    await setDescription(r, 'Frites maison, sauce béarnaise');
    await settled(r.menu.id);
    const calls = fake.translateCalls().slice(before);
    // Re-translated in es, zh, it; never in English, where the owner's text stays.
    expect(calls.map((call) => call.form.get('target_lang')?.toUpperCase()).sort()).toEqual(
      ['ES', 'IT', 'ZH-HANS'].sort(),
    );
    const list = await api(r, 'GET', '/translations?lang=en');
    expect(list.json().items).toContainEqual({
      key,
      source: 'Frites maison, sauce béarnaise',
      text: 'Home-made fries',
      origin: 'owner',
      stale: true,
    });

    // "Retraduire" gives the field back to the machine.
    const again = await api(r, 'POST', '/translations/retranslate?lang=en', { keys: [key] });
    expect(again.statusCode, again.body).toBe(200);
    await settled(r.menu.id);
    const relisted = await api(r, 'GET', '/translations?lang=en');
    expect(relisted.json().items).toContainEqual(
      expect.objectContaining({
        key,
        text: '[EN-GB] Frites maison, sauce béarnaise',
        origin: 'machine',
        stale: false,
      }),
    );
  });

  it('retries 429 and 5xx with backoff; meanwhile the page is in French with lang="fr"', async () => {
    const r = await restaurant();
    await settled(r.menu.id);
    const before = fake.translateCalls().length;
    fake.failures.push(429, 503, 500);
    await setDescription(r, 'Frites fraîches');
    const page = await testApp.app.inject({ url: `/r/${r.menu.id}?lang=en` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<span class="desc" lang="fr">Frites fraîches</span>');
    await settled(r.menu.id);
    expect(fake.translateCalls().length - before).toBe(4 + 3);
    await expectMachineText(r, 'en', '[EN-GB] Frites fraîches');
  });

  it('stops after repeated failures with a message, the page still served in French', async () => {
    const r = await restaurant();
    await settled(r.menu.id);
    fake.failures.push(...Array(40).fill(503));
    await setDescription(r, 'Frites au couteau');
    await settled(r.menu.id);
    const list = await api(r, 'GET', '/translations?lang=en');
    expect(list.json().notice).toBe(UNAVAILABLE_MESSAGE);
    const page = await testApp.app.inject({ url: `/r/${r.menu.id}?lang=en` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<span class="desc" lang="fr">Frites au couteau</span>');
    fake.failures.length = 0;
    // The next save starts over.
    await setDescription(r, 'Frites au couteau maison');
    await settled(r.menu.id);
    expect((await api(r, 'GET', '/translations?lang=en')).json().notice).toBeNull();
  });

  it('never sends a free owner’s menu; 403 for free owners, 404 for another owner’s menu', async () => {
    // The menu's `menu.changed` reached the queue before createMenu returned (the app's own
    // bus delivers at commit), and `settled` waits for the queue to be idle.
    const free = await restaurant(testApp, 'free');
    await settled(free.menu.id);
    expect(callsWith([free.document.name])).toHaveLength(0);
    const jobs = await testApp.testDatabase.database.db
      .selectFrom('translation_job')
      .selectAll()
      .where('menu_id', '=', free.menu.id)
      .execute();
    expect(jobs).toHaveLength(0);
    const forbidden = await api(free, 'GET', '/translations?lang=en');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.message).toBe(TRANSLATION_MESSAGES.premiumRequired);

    const premium = await restaurant();
    const foreign = await api({ ...premium, cookie: free.cookie }, 'GET', '/translations?lang=en');
    expect(foreign.statusCode).toBe(404);
    const foreignPut = await api({ ...free, menu: premium.menu }, 'PUT', '/translations?lang=en', {
      items: [],
    });
    expect(foreignPut.statusCode).toBe(404);
  });

  it('validates the language and the keys', async () => {
    const r = await restaurant();
    const missing = await api(r, 'GET', '/translations');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(TRANSLATION_MESSAGES.langRequired);
    expect((await api(r, 'GET', '/translations?lang=de')).statusCode).toBe(400);
    const unknown = await api(r, 'PUT', '/translations?lang=en', {
      items: [{ key: 'item:nope:name', text: 'x' }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toMatchObject({
      message: TRANSLATION_MESSAGES.unknownKey,
      field: 'items.0.key',
    });
  });

  it('lets exactly one instance claim a job; a job whose lease expired is taken over', async () => {
    const r = await restaurant();
    await settled(r.menu.id);
    const { db } = testApp.testDatabase.database;
    await db
      .insertInto('translation_job')
      .values({
        menu_id: r.menu.id,
        owner_id: r.owner.id,
        lang: 'it',
        generation: 1,
        attempts: 0,
        run_after: new Date(Date.now() + 60_000).toISOString(),
        locked_by: null,
        locked_until: null,
        failure: null,
      })
      .execute();
    await db
      .updateTable('translation_job')
      .set({ run_after: new Date(Date.now() - 1000).toISOString() })
      .where('menu_id', '=', r.menu.id)
      .execute();
    const job = { menuId: r.menu.id, lang: 'it' };
    const claims = await Promise.all([
      translationRepository.claim(db, job, 'worker-a', 60_000),
      translationRepository.claim(db, job, 'worker-b', 60_000),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    // The winner "crashed": once its lease is over, this instance's worker runs the job.
    await db
      .updateTable('translation_job')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('menu_id', '=', r.menu.id)
      .execute();
    await settled(r.menu.id);
  });
});

describe('monthly character cap', () => {
  const capped = testAppForThisFile(() => ({
    env: {
      DEEPL_API_KEY: 'test-key:fx',
      DEEPL_SERVER_URL: fake.baseUrl,
      TRANSLATION_RETRY_MS: '20',
      TRANSLATION_MONTHLY_CHARACTERS: '200',
    },
  }));

  it('refuses past the cap with a clear message, and sends nothing', async () => {
    const r = await restaurant(capped);
    await settled(r.menu.id, capped);
    // 105 characters per language: the first language fits, the cap stops the others.
    expect(callsWith([r.document.name])).toHaveLength(1);
    const notices = [];
    for (const lang of ['en', 'es', 'zh', 'it']) {
      notices.push((await api(r, 'GET', `/translations?lang=${lang}`, undefined, capped)).json());
    }
    expect(notices.map((list) => list.notice)).toContain(TRANSLATION_MESSAGES.monthlyCap(200));
    const refused = await api(
      r,
      'POST',
      '/translations/retranslate?lang=en',
      { keys: notices[0].items.map((item: { key: string }) => item.key) },
      capped,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'Limite mensuelle de traduction atteinte (200 caractères). Les traductions reprendront le 1er du mois prochain ; vous pouvez toujours saisir les vôtres.',
    );
    const usage = await capped.testDatabase.database.db
      .selectFrom('translation_usage')
      .select('characters')
      .where('owner_id', '=', r.owner.id)
      .executeTakeFirstOrThrow();
    expect(usage.characters).toBeLessThanOrEqual(200);
  });
});

describe('without a machine translation service (dictionaries only)', () => {
  const offline = testAppForThisFile({ env: { TRANSLATION_RETRY_MS: '20' } });

  it('says so: no service, dictionary texts named as such, the rest still French', async () => {
    const r = await restaurant(offline);
    await save(
      r,
      (document) => {
        const items = document.categories[0]?.items as { name: string }[] | undefined;
        if (items?.[0]) items[0].name = 'Salade César';
      },
      offline,
    );
    await settled(r.menu.id, offline);
    const list = (await api(r, 'GET', '/translations?lang=en', undefined, offline)).json();
    expect(list.machine).toBeNull();
    expect(list.pending).toBe(0);
    const byKey = new Map(list.items.map((item: { key: string }) => [item.key, item] as const));
    expect(byKey.get(`item:${r.ids.soup}:name`)).toMatchObject({
      text: 'Caesar salad',
      origin: 'dictionary',
    });
    // Free text no dictionary knows stays French, and nothing claims it is on its way.
    expect(byKey.get(`item:${r.ids.beef}:description`)).toMatchObject({ text: '' });
    expect(byKey.get('category:custom-1:name')).toMatchObject({ text: '' });
  });

  it('names the configured service when there is one', async () => {
    const r = await restaurant();
    const list = (await api(r, 'GET', '/translations?lang=en')).json();
    expect(list.machine).toBe('deepl');
  });
});
