import type { Clock, SaveFailure, SaveOutcome } from './save-types';

/** The browser's (or Node's) timers. */
export const systemClock: Clock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
};

/** One pending callback at most; starting it again replaces it. */
export function createTimer(clock: Clock) {
  let handle: unknown = null;
  const stop = () => {
    if (handle !== null) clock.clearTimeout(handle);
    handle = null;
  };
  return {
    stop,
    start(ms: number, callback: () => void) {
      stop();
      handle = clock.setTimeout(() => {
        handle = null;
        callback();
      }, ms);
    },
  };
}

/** Callers of saveNow(), each waiting for the revision it asked to save. */
export function createWaiters() {
  let waiting: { revision: number; resolve: (outcome: SaveOutcome) => void }[] = [];
  return {
    wait: (revision: number) =>
      new Promise<SaveOutcome>((resolve) => waiting.push({ revision, resolve })),
    /** Acknowledged revisions resolve ok; on a failure, the others learn why. */
    settle(savedRevision: number, failure: SaveFailure | null) {
      waiting = waiting.filter(({ revision, resolve }) => {
        if (revision <= savedRevision) resolve({ ok: true });
        else if (failure) resolve({ ok: false, status: failure.status, message: failure.message });
        else return true;
        return false;
      });
    },
  };
}
