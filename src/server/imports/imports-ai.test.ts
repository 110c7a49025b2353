import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImportJob } from '../../domain/menu-import/import-schemas';
import { type FakeOpenAi, startFakeOpenAi } from '../testing/fake-openai';
import { testAppForThisFile } from '../testing/test-app';
import { importClient } from './testing/import-client';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
const testApp = testAppForThisFile(() => ({ env: fake.env }));
beforeEach(() => {
  fake.requests.length = 0;
  fake.mode = 'ok';
});

const TEXT = [
  'LES PIZZAS',
  'Margherita 11',
  'Regina (contient : lait) 13,50',
  'Vins',
  'Côtes du Rhône verre 5 / bouteille 26',
].join('\n');

const MODEL_ANSWER = {
  name: 'Pizzeria Napoli',
  categories: [
    {
      name: 'Les pizzas',
      items: [
        { name: 'Margherita', description: '', price: '11', variants: [], allergens: ['Gluten'] },
        { name: 'Regina', description: '', price: '13.5', variants: [], allergens: ['Lait'] },
      ],
    },
    {
      name: 'Vins',
      items: [
        {
          name: 'Côtes du Rhône',
          description: '',
          price: '',
          variants: [
            { name: 'Verre', price: '5' },
            { name: 'Bouteille', price: '26' },
          ],
          allergens: [],
        },
      ],
    },
  ],
};

const dishes = (job: ImportJob) =>
  job.draft?.categories.flatMap((category) => category.items) ?? [];

async function importText(plan: 'free' | 'premium') {
  const client = await importClient(testApp, plan);
  const posted = await client.postText(TEXT);
  expect(posted.statusCode).toBe(202);
  return client.until(posted.json().id);
}

describe('the model proposes the structure (Premium, AI_* configured)', () => {
  it('uses a valid structured answer; allergens the text does not name stay suggestions', async () => {
    fake.reply = JSON.stringify(MODEL_ANSWER);
    const job = await importText('premium');
    expect(job).toMatchObject({ status: 'ready', structuredBy: 'ai' });
    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0]?.body as { model: string; response_format: { type: string } };
    expect(body.model).toBe('menu-writer');
    expect(body.response_format.type).toBe('json_schema');
    expect(JSON.stringify(body)).toContain('Regina (contient : lait)');

    expect(job.draft?.name).toBe('Pizzeria Napoli');
    expect(dishes(job)).toMatchObject([
      { name: 'Margherita', price: '11.00', allergens: [], suggestedAllergens: ['Gluten'] },
      { name: 'Regina', price: '13.50', allergens: ['Lait'] },
      {
        name: 'Côtes du Rhône',
        price: '5.00',
        variants: [
          { name: 'Verre', price: '5.00' },
          { name: 'Bouteille', price: '26.00' },
        ],
      },
    ]);
    expect(dishes(job)[1]?.suggestedAllergens).toBeUndefined();
  });

  it('keeps the parser’s draft when the answer is not valid JSON, or not the schema', async () => {
    fake.reply = 'Voici votre carte : Margherita 11 €';
    const notJson = await importText('premium');
    expect(notJson).toMatchObject({ status: 'ready', structuredBy: 'parser' });
    expect(dishes(notJson).map((dish) => dish.name)).toContain('Margherita');

    fake.reply = JSON.stringify({
      name: 'Carte',
      categories: [{ name: 'Pizzas', items: [{ nom: 'x' }] }],
    });
    const wrongShape = await importText('premium');
    expect(wrongShape).toMatchObject({ status: 'ready', structuredBy: 'parser' });
    expect(fake.requests).toHaveLength(2);
  });

  it('keeps the parser’s draft when the model fails', async () => {
    fake.mode = 500;
    const job = await importText('premium');
    expect(job).toMatchObject({ status: 'ready', structuredBy: 'parser' });
    expect(dishes(job).map((dish) => [dish.name, dish.price])).toContainEqual([
      'Margherita',
      '11.00',
    ]);
  });

  it('does not ask the model for a free owner', async () => {
    fake.reply = JSON.stringify(MODEL_ANSWER);
    const job = await importText('free');
    expect(job).toMatchObject({ status: 'ready', structuredBy: 'parser' });
    expect(fake.requests).toHaveLength(0);
  });
});
