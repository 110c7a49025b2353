import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../../testing/server-process';
import { openSse, type SseEvent } from '../../testing/sse-client';
import { TEST_JOURNAL_KEY, type TestApp } from '../../testing/test-app';

/**
 * A real server process (`src/server/main.ts`, as `npm start` runs it) on a test app's
 * database and secrets, so the test app's factories and sessions work against it.
 */
export function startInstance(testApp: TestApp, env: Record<string, string> = {}) {
  const { settings } = testApp.testDatabase;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ardoise-instance-'));
  // SQLite: the server's file is DATA_DIR/ardoise.sqlite; SQLite resolves the link, so both
  // processes share one file and one WAL.
  if (settings.dialect === 'sqlite')
    symlinkSync(settings.file, path.join(dataDir, 'ardoise.sqlite'));
  return startServerProcess(
    { source: path.join('src', 'server', 'main.ts') },
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AUTH_SECRET: String(testApp.config.authSecret),
      JOURNAL_SIGNING_KEY: TEST_JOURNAL_KEY,
      ...(settings.dialect === 'postgres' && { DATABASE_URL: settings.url }),
      ...env,
    },
  );
}

/** Polls `check` every 20 ms until it holds; fails after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const startedAt = Date.now();
  while (!(await check())) {
    if (Date.now() - startedAt > timeoutMs) throw new Error('condition never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * An event stream followed the way a browser's EventSource follows it: when the server ends
 * it, reconnect after the last `retry:` with `Last-Event-ID`, and keep every event received.
 * `downtimesMs`: for each reconnection, from the end of one stream to the next one's answer.
 */
export function followStream(url: string, headers: Record<string, string> = {}) {
  const events: SseEvent[] = [];
  const downtimesMs: number[] = [];
  let lastEventId: string | undefined;
  let isStopped = false;
  let current: Awaited<ReturnType<typeof openSse>> | null = null;
  let endedAt: number | null = null;
  let retryMs = 2000;
  let resolveReady = () => {};
  let rejectReady: (error: unknown) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });

  const opened = (async () => {
    for (let isFirst = true; !isStopped; isFirst = false) {
      if (!isFirst) await new Promise((resolve) => setTimeout(resolve, retryMs));
      if (isStopped) return;
      try {
        current = await openSse(url, {
          ...headers,
          ...(lastEventId !== undefined && { 'last-event-id': lastEventId }),
        });
      } catch {
        continue;
      }
      if (current.response.status !== 200) {
        await current.close();
        continue;
      }
      if (endedAt !== null) downtimesMs.push(Date.now() - endedAt);
      endedAt = null;
      resolveReady();
      for (;;) {
        const event = await current.next(3_600_000).catch(() => null);
        if (!event) break;
        if (event.id !== undefined) lastEventId = event.id;
        events.push(event);
      }
      retryMs = current.retryMs() ?? retryMs;
      endedAt = Date.now();
    }
  })();
  opened.catch(rejectReady);

  return {
    events,
    downtimesMs,
    /** Resolves once the first connection is answered. */
    ready,
    /** Each event's data, parsed. */
    data: () => events.map((event) => JSON.parse(event.data)),
    async close() {
      isStopped = true;
      await current?.close();
      await opened;
    },
  };
}
