import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOwner, signIn } from '../testing/factories';
import { type FakeOpenAi, startFakeOpenAi } from '../testing/fake-openai';
import { type TestApp, testAppForThisFile } from '../testing/test-app';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
const withAi = testAppForThisFile(() => ({ env: fake.env }));
const withoutAi = testAppForThisFile();
beforeEach(() => {
  fake.requests.length = 0;
  fake.mode = 'ok';
  fake.reply = '« Un bœuf fondant mijoté au vin rouge, servi avec des carottes glacées. »';
});

async function ownerCookie(testApp: TestApp, plan: 'free' | 'premium') {
  const owner = await createOwner(
    { auth: testApp.auth, database: testApp.testDatabase.database },
    { plan },
  );
  return signIn(testApp.auth, owner);
}

const describeDish = (testApp: TestApp, cookie: string | null, name: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/dishes/describe',
    headers: { origin: testApp.config.publicUrl, ...(cookie ? { cookie } : {}) },
    payload: { name },
  });

describe('POST /api/v1/dishes/describe', () => {
  it('asks the AI endpoint for Premium owners, with the configured key and model', async () => {
    const response = await describeDish(
      withAi,
      await ownerCookie(withAi, 'premium'),
      'Bœuf bourguignon',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      description: 'Un bœuf fondant mijoté au vin rouge, servi avec des carottes glacées.',
      source: 'ai',
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.authorization).toBe('Bearer sk-test');
    expect(fake.requests[0]?.body).toMatchObject({ model: 'menu-writer' });
    expect(JSON.stringify(fake.requests[0]?.body)).toContain('Bœuf bourguignon');
  });

  it('falls back to the local templates when the endpoint fails', async () => {
    fake.mode = 500;
    const response = await describeDish(
      withAi,
      await ownerCookie(withAi, 'premium'),
      'Salade niçoise',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().source).toBe('local');
    expect(response.json().description).toMatch(/^Salade niçoise\u202f: /);
    expect(fake.requests.length).toBeGreaterThan(0);
  });

  it('uses the local templates for free owners, and when no AI is configured', async () => {
    const free = await describeDish(withAi, await ownerCookie(withAi, 'free'), 'Tarte tatin');
    expect(free.json().source).toBe('local');
    expect(fake.requests).toHaveLength(0);
    const premiumNoAi = await describeDish(
      withoutAi,
      await ownerCookie(withoutAi, 'premium'),
      'Tarte tatin',
    );
    expect(premiumNoAi.json()).toMatchObject({ source: 'local' });
    expect(premiumNoAi.json().description).toMatch(/^Tarte tatin\u202f: /);
  });

  it('needs a name (422), a session (401), and limits bursts (429)', async () => {
    const cookie = await ownerCookie(withoutAi, 'free');
    const blank = await describeDish(withoutAi, cookie, '  ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().error.message).toBe('Indiquez d’abord le nom du plat.');
    expect((await describeDish(withoutAi, null, 'Soupe')).statusCode).toBe(401);
    const statuses = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await describeDish(withoutAi, cookie, 'Soupe')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
