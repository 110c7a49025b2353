// The JavaScript a browser receives when it opens one screen of the owner app: every script the
// page fetched, with its size on the wire as the browser's Resource Timing reports it
// (encodedBodySize: the body as sent, compressed or not; transferSize adds the headers).
import type { Page, Request } from '@playwright/test';

export type ScriptFile = {
  path: string;
  /** The body as it came over the network (brotli, gzip or plain). */
  encodedBytes: number;
  /** Body and headers. */
  transferBytes: number;
  decodedBytes: number;
  /** When the request started, in ms after navigation. */
  startMs: number;
};

export type ScreenScripts = {
  files: ScriptFile[];
  encodedBytes: number;
  decodedBytes: number;
  /** When the page had been quiet long enough to stop counting, in ms after navigation. */
  settledMs: number;
};

/** Long-lived requests that never "finish": not activity the page waits on. */
const STREAMS = new Set(['eventsource', 'websocket']);

/**
 * Opens `url` and counts its scripts until the page has settled: the screen shows its heading,
 * the browser has had an idle moment (when the app fetches what it loads "when idle"), at
 * least `windowMs` have passed since navigation, and no request has been in flight for
 * `quietMs`. On an unloaded machine a 3 s window holds all of it: what a phone receives in
 * its first 3 s; on a loaded one the window stretches rather than miss an idle-loaded chunk.
 */
export async function measureScreenScripts(
  page: Page,
  url: string,
  options: { windowMs: number; quietMs?: number; timeoutMs?: number },
): Promise<ScreenScripts> {
  const { windowMs, quietMs = 1000, timeoutMs = 60_000 } = options;
  const inFlight = new Set<Request>();
  let lastActivity = performance.now();
  const started = (request: Request) => {
    if (STREAMS.has(request.resourceType())) return;
    inFlight.add(request);
    lastActivity = performance.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastActivity = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: timeoutMs });
    // Idle callbacks run in the order they were asked for: the app's (asked during its first
    // render) run before this one.
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })),
    );
    await page.waitForFunction((ms) => performance.now() >= ms, windowMs, {
      polling: 50,
      timeout: timeoutMs,
    });
    const deadline = performance.now() + timeoutMs;
    while (inFlight.size > 0 || performance.now() - lastActivity < quietMs) {
      if (performance.now() > deadline) throw new Error(`${url} did not settle`);
      await page.waitForTimeout(50);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  const { files, settledMs } = await page.evaluate(() => ({
    settledMs: performance.now(),
    files: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        encodedBytes: entry.encodedBodySize,
        transferBytes: entry.transferSize,
        decodedBytes: entry.decodedBodySize,
        startMs: entry.startTime,
      })),
  }));
  return {
    files,
    encodedBytes: files.reduce((sum, file) => sum + file.encodedBytes, 0),
    decodedBytes: files.reduce((sum, file) => sum + file.decodedBytes, 0),
    settledMs,
  };
}
