/**
 * OCR is CPU-heavy: one photo at a time per process (issue 25 §1), the others wait their turn
 * in order. A job aborted while waiting leaves the queue without running.
 */
let tail: Promise<unknown> = Promise.resolve();
let waiting = 0;

export function queuedOcrJobs(): number {
  return waiting;
}

export function runOcrInTurn<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  waiting += 1;
  const run = tail.then(
    () => {
      waiting -= 1;
      signal?.throwIfAborted();
      return job();
    },
    () => {
      waiting -= 1;
      signal?.throwIfAborted();
      return job();
    },
  );
  tail = run.catch(() => undefined);
  return run;
}
