import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../testing/fake-openai';
import { testAppForThisFile } from '../testing/test-app';
import { clientFor, importClient } from './testing/import-client';

// Issue 25 §3: "the job survives a reload and a restart". The first app stops while the job is
// being read (the model holds its answer); a new app on the same database reads it again.

let fake: FakeOpenAi;
let release: () => void = () => {};
beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  fake.reply = JSON.stringify({
    name: 'Carte du soir',
    categories: [
      {
        name: 'Plats',
        items: [{ name: 'Blanquette', description: '', price: '19', variants: [], allergens: [] }],
      },
    ],
  });
});
afterAll(async () => {
  release();
  await fake.close();
});

const first = testAppForThisFile(() => ({ env: fake.env }));
let session: { ownerId: string; cookie: string; jobId: string };

describe('a restart while a job is being read', () => {
  it('gives the job back to the queue when the app stops mid-reading', async () => {
    const client = await importClient(first, 'premium');
    const posted = await client.postText('Plats\nBlanquette de veau 19 €');
    const job = await client.until(posted.json().id, ['reading']);
    expect(job.status).toBe('reading');
    await expect.poll(() => fake.requests.length, { timeout: 15_000 }).toBe(1);
    session = { ownerId: client.ownerId, cookie: client.cookie, jobId: job.id };

    await first.app.close();
    const row = await first.testDatabase.database.db
      .selectFrom('menu_import')
      .select(['status', 'locked_by'])
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'queued', locked_by: null });
  });

  describe('a new app on the same database', () => {
    const second = testAppForThisFile(() => ({ env: fake.env, sameDatabaseAs: first }));

    it('reads the job again at start and finishes it', async () => {
      release();
      const client = clientFor(second, session.ownerId, session.cookie);
      const job = await client.until(session.jobId);
      expect(job).toMatchObject({ status: 'ready', structuredBy: 'ai', progress: 100 });
      expect(job.draft?.categories[0]?.items[0]).toMatchObject({
        name: 'Blanquette',
        price: '19.00',
      });
      expect(fake.requests).toHaveLength(2);
    });
  });
});
