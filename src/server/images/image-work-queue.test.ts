import { beforeAll, describe, expect, it } from 'vitest';
import { createOwner, signIn } from '../testing/factories';
import { testAppForThisFile } from '../testing/test-app';
import { createImageWorkQueue, type ImageWorkQueue } from './image-work-queue';
import { photoJpeg } from './testing/image-fixtures';
import { multipartBody } from './testing/upload-helpers';

/**
 * Issue 21 §7: photos are processed one at a time (the others wait their turn), so that six
 * big uploads at once cannot push the server's memory past its budget; past the queue's
 * length, an upload is refused with a French 429 and a Retry-After.
 */
function appWith(queue: ImageWorkQueue) {
  const testApp = testAppForThisFile({ imageWork: queue });
  let cookie = '';
  beforeAll(async () => {
    const owner = await createOwner({
      auth: testApp.auth,
      database: testApp.testDatabase.database,
    });
    cookie = await signIn(testApp.auth, owner);
  });
  let clientCounter = 0;
  const upload = async (seed: number) => {
    const body = multipartBody(await photoJpeg(640, 480, seed));
    return testApp.app.inject({
      method: 'POST',
      url: '/api/v1/images',
      remoteAddress: `198.51.100.${++clientCounter}`,
      payload: body.payload,
      headers: { ...body.headers, origin: testApp.config.publicUrl, cookie },
    });
  };
  return { testApp, upload };
}

/** The most photos seen processing, and waiting, at once while `work` runs. */
async function watch(queue: ImageWorkQueue, work: Promise<unknown>) {
  const seen = { active: 0, waiting: 0 };
  let isDone = false;
  const settled = work.finally(() => {
    isDone = true;
  });
  while (!isDone) {
    seen.active = Math.max(seen.active, queue.active);
    seen.waiting = Math.max(seen.waiting, queue.waiting);
    await new Promise((resolve) => setImmediate(resolve));
  }
  await settled;
  return seen;
}

describe('photo processing, a few at a time', () => {
  const queue = createImageWorkQueue();
  const fixture = appWith(queue);

  it('processes six uploads sent at once one after the other, and stores them all', {
    timeout: 60_000,
  }, async () => {
    const uploads = Promise.all([1, 2, 3, 4, 5, 6].map((seed) => fixture.upload(100 + seed)));
    const seen = await watch(queue, uploads);
    const responses = await uploads;
    expect(responses.map((response) => response.statusCode)).toEqual([
      201, 201, 201, 201, 201, 201,
    ]);
    expect(seen.active).toBe(1);
    expect(seen.waiting).toBeGreaterThanOrEqual(3);
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(6);
  });
});

describe('photo processing, queue full', () => {
  const queue = createImageWorkQueue({ concurrency: 1, maxWaiting: 1 });
  const fixture = appWith(queue);

  it('refuses an upload past the waiting line with 429, French and Retry-After', async () => {
    const responses = await Promise.all([1, 2, 3, 4].map((seed) => fixture.upload(200 + seed)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 429, 429]);
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.headers['retry-after']).toBe('5');
    expect(refused?.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Beaucoup de photos sont en cours de traitement. Réessayez dans quelques secondes.',
      retryAfter: 5,
    });
    expect(queue.active + queue.waiting).toBe(0);
  });
});
