import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompressedBody, compressBody } from './compressed-body';
import { createFastPath } from './fast-path';
import type { CachedPage } from './page-cache';

// A full garbage collection on demand, for this file only.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The caches the fast path checks against: what they hold is what may be replayed. */
const pages = new Map<string, CachedPage>();
const states = new Map<string, object>();
const fastPath = createFastPath();
fastPath.attach({
  freshOwnerState: (ownerId) => states.get(ownerId),
  page: (pageKey) => pages.get(pageKey),
});
const app = Fastify({ serverFactory: fastPath.serverFactory });
app.get<{ Params: { key: string } }>('/r/:key', async (request, reply) => {
  const page = pages.get(request.params.key);
  if (!page) return reply.code(404).send('absent');
  fastPath.remember(request, reply, {
    ownerId: 'owner',
    state: states.get('owner') as object,
    pageKey: request.params.key,
    body: page.body,
  });
  return reply.type('text/html').send(page.body.identity);
});
let base = '';
beforeAll(async () => {
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

async function fetchTracked(path: string) {
  const before = fastPath.stats().hits;
  const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
  return {
    status: response.status,
    text: await response.text(),
    isFast: fastPath.stats().hits > before,
  };
}

describe('the warm path’s memory', () => {
  it('replays a page while its cache holds it, and does not keep it alive once evicted', async () => {
    states.set('owner', {});
    const cache = async (key: string, html: string) => {
      const body = await compressBody(html);
      pages.set(key, { ownerId: 'owner', lang: 'fr', body, hasAdNetwork: false });
      return new WeakRef(body);
    };
    const table4 = await cache('t4', `<p>${'table 4 '.repeat(2000)}</p>`);
    expect((await fetchTracked('/r/t4')).isFast).toBe(false);
    const replayed = await fetchTracked('/r/t4');
    expect(replayed).toMatchObject({ status: 200, isFast: true });
    expect(replayed.text).toContain('table 4');

    // The page cache lets it go (its byte bound): the warm path has nothing to replay, and
    // nothing of the page stays in memory because of it.
    pages.delete('t4');
    for (let round = 0; round < 3 && table4.deref(); round += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      collectGarbage();
    }
    expect(table4.deref() as CompressedBody | undefined).toBeUndefined();
    expect(await fetchTracked('/r/t4')).toMatchObject({ status: 404, isFast: false });

    // Cached again: served by Fastify once, then warm again.
    await cache('t4', '<p>table 4, again</p>');
    expect((await fetchTracked('/r/t4')).isFast).toBe(false);
    expect(await fetchTracked('/r/t4')).toMatchObject({
      text: '<p>table 4, again</p>',
      isFast: true,
    });

    // A new owner snapshot (a change): back through Fastify, the old snapshot not kept either.
    const old = new WeakRef(states.get('owner') as object);
    states.set('owner', {});
    expect((await fetchTracked('/r/t4')).isFast).toBe(false);
    expect((await fetchTracked('/r/t4')).isFast).toBe(true);
    for (let round = 0; round < 3 && old.deref(); round += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      collectGarbage();
    }
    expect(old.deref()).toBeUndefined();
  });
});
