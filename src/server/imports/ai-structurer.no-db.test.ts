import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logging/logger';
import { type FakeOpenAi, startFakeOpenAi } from '../testing/fake-openai';
import { createAiMenuStructurer } from './ai-structurer';

// Issue 42 §5: the model's time limit on images, through the real SDK and the fake server
// (the import tests cover the other failures end to end; waiting 60 s there is not a test).
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.mode = 'ok';
  fake.hold = undefined;
});

const structurer = () =>
  createAiMenuStructurer({
    baseUrl: fake.baseUrl,
    apiKey: 'sk-test',
    model: 'menu-writer',
    log: silentLogger,
    timeoutMs: { text: 300, images: 300 },
  });

const ANSWER = {
  name: 'Carte',
  text: 'Plats\nBavette 18 €',
  categories: [
    {
      name: 'Plats',
      items: [{ name: 'Bavette', description: '', price: '18', variants: [], allergens: [] }],
    },
  ],
};

const jpeg = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .jpeg()
    .toBuffer();

describe('reading images with the model', () => {
  it('answers the draft and the text the model read', async () => {
    fake.reply = JSON.stringify(ANSWER);
    const read = await structurer().readImages({ images: [await jpeg()] });
    expect(read?.text).toBe(ANSWER.text);
    expect(read?.draft.categories[0]?.items[0]).toMatchObject({ name: 'Bavette', price: '18.00' });
    expect(fake.requests[0]?.images.map((image) => image.mimeType)).toEqual(['image/jpeg']);
  });

  it('gives up (null: read offline) when the model takes longer than its time limit', async () => {
    fake.reply = JSON.stringify(ANSWER);
    let release = () => {};
    fake.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started = Date.now();
    const read = await structurer().readImages({ images: [await jpeg()] });
    release();
    expect(read).toBeNull();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(fake.requests).toHaveLength(1);
  });

  it('sends nothing when there is no image', async () => {
    expect(await structurer().readImages({ images: [] })).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });
});
