import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMenu, createOwner } from '../testing/factories';
import { type FakeOpenAi, startFakeOpenAi } from '../testing/fake-openai';
import { testAppForThisFile } from '../testing/test-app';

// Runs on SQLite and on PostgreSQL: without DEEPL_API_KEY, the AI_* model translates.
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
// After hooks run last-registered first: the app closes before the fake it talks to.
afterAll(() => fake.close());
const testApp = testAppForThisFile(() => ({ env: { ...fake.env, TRANSLATION_RETRY_MS: '20' } }));

describe('translation through an OpenAI-compatible model', () => {
  it('asks for one JSON list per language and stores the answers as machine text', async () => {
    fake.reply = JSON.stringify({ translations: ['Lunch', 'Fries'] });
    const deps = {
      auth: testApp.auth,
      database: testApp.testDatabase.database,
      events: testApp.events,
    };
    const owner = await createOwner(deps, { plan: 'premium' });
    const dishId = randomUUID();
    const menu = await createMenu(deps, owner.id, {
      name: 'Déjeuner',
      categories: [
        { id: 'plats', name: 'Plats', items: [{ id: dishId, name: 'Frites', price: '4' }] },
      ],
    });
    await testApp.translationQueue.idle();
    const calls = fake.requests.filter((request) =>
      JSON.stringify(request.body).includes('Déjeuner'),
    );
    expect(calls).toHaveLength(4);
    expect(calls[0]?.authorization).toBe('Bearer sk-test');
    expect(calls[0]?.body).toMatchObject({ model: 'menu-writer' });
    const page = await testApp.app.inject({ url: `/r/${menu.id}?lang=en` });
    expect(page.body).toContain('<h1>Lunch</h1>');
    expect(page.body).toContain('>Fries</span>');
    expect(page.body).toContain('Menu translated with AI technology');
  });
});
