import { afterAll, beforeAll, vi } from 'vitest';

/**
 * Test files share their worker's modules (vitest.config.ts: `isolate: false`, docs/testing.md),
 * so what one file leaves behind, the next one sees. This guard fails the file that leaves
 * the shared process changed: a global added or replaced, an environment variable set or
 * removed, fake timers still on, the working directory moved, listeners left on `process`.
 */
export type ProcessState = {
  globals: Map<string, unknown>;
  env: Record<string, string | undefined>;
  hasFakeTimers: boolean;
  cwd: string;
  processListeners: Record<string, number>;
};

const WATCHED_PROCESS_EVENTS = [
  'exit',
  'uncaughtException',
  'unhandledRejection',
  'SIGTERM',
  'SIGINT',
];

/**
 * Globals that libraries define once, on first load, and every later file shares as they are:
 * pdf.js (unpdf: PDF import) and tslib's helpers (`__extends`, `__awaiter`…: its CommonJS build
 * also sets them on the global object, node_modules/tslib/tslib.js).
 */
const LOADED_ONCE = new Set([
  'DOMMatrix',
  'pdfjsLib',
  'pdfjsWorker',
  '_pdfjsTestingUtils',
  // pdf.js, when it renders a page on @napi-rs/canvas (a PDF shown to a vision model).
  'ImageData',
  'Path2D',
  // tesseract.js (photo OCR), loaded on first use since the import's readers load lazily.
  'regeneratorRuntime',
]);
const isLoadedOnce = (key: string) => LOADED_ONCE.has(key) || /^__[a-z][A-Za-z]*$/.test(key);
/**
 * Environment variables a native library sets once, at its first use in the process: libvips
 * (sharp) sets VIPSHOME to where it found itself (seen when the files ran shuffled: the first
 * file to touch an image in a worker "changed" it).
 */
const ENV_SET_ONCE = new Set(['VIPSHOME']);
/**
 * Process listeners a library adds once, on first load: exceljs's `tmp` cleans its temporary
 * files on exit (loaded on first use since the import's readers load lazily, issue 42 §1).
 */
const LISTENERS_ADDED_ONCE = new Set(['_garbageCollector']);
const countListeners = (event: string) =>
  process.listeners(event as 'exit').filter((listener) => !LISTENERS_ADDED_ONCE.has(listener.name))
    .length;

export function readProcessState(): ProcessState {
  const globals = new Map<string, unknown>();
  for (const key of Reflect.ownKeys(globalThis)) {
    if (typeof key === 'string' && !isLoadedOnce(key)) {
      globals.set(key, Reflect.getOwnPropertyDescriptor(globalThis, key)?.value);
    }
  }
  return {
    globals,
    // Not configuration (that is read in src/server/config only): the environment itself is what
    // a test may leave changed, so the guard snapshots it whole.
    env: { ...process.env },
    hasFakeTimers: vi.isFakeTimers(),
    cwd: process.cwd(),
    processListeners: Object.fromEntries(
      WATCHED_PROCESS_EVENTS.map((event) => [event, countListeners(event)]),
    ),
  };
}

/** What changed between two readings, in words; empty when nothing did. */
export function describeLeaks(before: ProcessState, after: ProcessState): string[] {
  const leaks: string[] = [];
  for (const [key, value] of after.globals) {
    if (!before.globals.has(key)) leaks.push(`global ${key} added`);
    else if (!Object.is(before.globals.get(key), value)) leaks.push(`global ${key} replaced`);
  }
  for (const key of before.globals.keys()) {
    if (!after.globals.has(key)) leaks.push(`global ${key} removed`);
  }
  for (const key of new Set([...Object.keys(before.env), ...Object.keys(after.env)])) {
    if (ENV_SET_ONCE.has(key) && before.env[key] === undefined) continue;
    if (before.env[key] !== after.env[key]) leaks.push(`process.env.${key} changed`);
  }
  if (after.hasFakeTimers && !before.hasFakeTimers) leaks.push('fake timers left on');
  if (after.cwd !== before.cwd) leaks.push(`working directory moved to ${after.cwd}`);
  for (const [event, count] of Object.entries(after.processListeners)) {
    const was = before.processListeners[event] ?? 0;
    if (count > was) leaks.push(`${count - was} process '${event}' listener(s) left`);
  }
  return leaks;
}

export function installLeakGuard() {
  let before: ProcessState | undefined;
  beforeAll(() => {
    before = readProcessState();
  });
  afterAll(() => {
    if (!before) return;
    const leaks = describeLeaks(before, readProcessState());
    if (leaks.length > 0) {
      throw new Error(
        `This test file left the shared test process changed (docs/testing.md):\n- ${leaks.join('\n- ')}`,
      );
    }
  });
}
