import { vi } from 'vitest';
import type { ImportJob } from '../../../domain/menu-import/import-schemas';
import type { Plan } from '../../../domain/plans/plans';
import { createOwner, signIn } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';

/** An owner signed in on `testApp`, and the import API as the screen calls it. */
export async function importClient(testApp: TestApp, plan: Plan = 'free') {
  const owner = await createOwner(
    { auth: testApp.auth, database: testApp.testDatabase.database },
    { plan },
  );
  const cookie = await signIn(testApp.auth, owner);
  return clientFor(testApp, owner.id, cookie);
}

export function clientFor(testApp: TestApp, ownerId: string, cookie: string) {
  const headers = { cookie, origin: testApp.config.publicUrl };
  const client = {
    ownerId,
    cookie,
    postText: (text: unknown) =>
      testApp.app.inject({ method: 'POST', url: '/api/v1/imports', headers, payload: { text } }),
    /** The file as a browser's FormData sends it. */
    async postFile(
      bytes: Uint8Array<ArrayBuffer>,
      filename: string,
      type = 'application/octet-stream',
    ) {
      const form = new FormData();
      form.append('file', new Blob([bytes], { type }), filename);
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      return testApp.app.inject({
        method: 'POST',
        url: '/api/v1/imports',
        headers: { ...headers, 'content-type': request.headers.get('content-type') ?? '' },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    },
    get: (id: string) =>
      testApp.app.inject({ method: 'GET', url: `/api/v1/imports/${id}`, headers }),
    create: (id: string, body: unknown) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/v1/imports/${id}/create`,
        headers,
        payload: body as object,
      }),
    putMapping: (id: string, mapping: unknown) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/v1/imports/${id}/mapping`,
        headers,
        payload: mapping as object,
      }),
    /** Waits for the job to reach one of `statuses` (polls, like the screen). */
    async until(
      id: string,
      statuses: ImportJob['status'][] = ['ready', 'failed'],
      timeoutMs = 20_000,
    ) {
      let job: ImportJob | undefined;
      await vi.waitFor(
        async () => {
          job = (await client.get(id)).json() as ImportJob;
          if (!statuses.includes(job.status)) throw new Error(`still ${job.status}`);
        },
        { timeout: timeoutMs, interval: 50 },
      );
      return job as ImportJob;
    },
  };
  return client;
}
