import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ImportJob } from '../../domain/menu-import/import-schemas';
import { testAppForThisFile } from '../testing/test-app';
import { clientFor, importClient } from './testing/import-client';

// Issue 25 "Done when": a restart during OCR. A photo of a slate is being read (progress shown)
// when the app stops; the job goes back to the queue, and a new app on the same database reads
// the photo from the start and finishes it. OCR takes seconds, more on a busy machine: hence the
// generous timeouts (they bound the wait, they do not time anything).
const SLATE = readFileSync(
  join(import.meta.dirname, '../../../tests/fixtures/menu-photos/ardoise-du-jour.jpg'),
);

const first = testAppForThisFile();
let session: { ownerId: string; cookie: string; jobId: string };

describe('a restart during the OCR of a photo', () => {
  it('gives the job back to the queue when the app stops mid-OCR', {
    timeout: 180_000,
  }, async () => {
    const client = await importClient(first, 'free');
    const posted = await client.postFile(new Uint8Array(SLATE), 'ardoise.jpg', 'image/jpeg');
    expect(posted.statusCode, posted.body).toBe(202);
    const id = posted.json().id as string;
    // Reading, and the OCR has begun (its progress reported), but not finished. Every state the
    // poll saw is kept, so that a failure says where the job went instead.
    const seen: string[] = [];
    await expect
      .poll(
        async () => {
          const job = (await client.get(id)).json() as ImportJob;
          const state = `${job.status} ${job.progress}%${job.error ? ` (${job.error})` : ''}`;
          if (seen.at(-1) !== state) seen.push(state);
          return job.status === 'reading' && job.progress > 0 && job.progress < 100;
        },
        { timeout: 120_000, interval: 100 },
      )
      .toBe(true)
      .catch((error: Error) => {
        throw new Error(`${error.message}\nstates seen: ${seen.join(' → ')}`);
      });
    session = { ownerId: client.ownerId, cookie: client.cookie, jobId: id };

    await first.app.close();
    const row = await first.testDatabase.database.db
      .selectFrom('menu_import')
      .select(['status', 'locked_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'queued', locked_by: null });
  });

  describe('a new app on the same database', () => {
    const second = testAppForThisFile(() => ({ sameDatabaseAs: first }));

    it('reads the photo again and finishes the job', { timeout: 180_000 }, async () => {
      const client = clientFor(second, session.ownerId, session.cookie);
      let job: ImportJob | undefined;
      await expect
        .poll(
          async () => {
            job = (await client.get(session.jobId)).json() as ImportJob;
            return job.status;
          },
          { timeout: 150_000, interval: 250 },
        )
        .toBe('ready');
      expect(job?.source.kind).toBe('photo');
      const dishes = job?.draft?.categories.flatMap((category) => category.items) ?? [];
      expect(dishes.length).toBeGreaterThan(2);
      expect(dishes.every((dish) => /^\d+\.\d\d$/.test(dish.price))).toBe(true);
    });
  });
});
