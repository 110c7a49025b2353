import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatJob } from './repeat-job';

// Issue 41 §6: the next run is scheduled when a run ends, so runs never overlap and the first
// tick runs once (with an interval beside the first timeout, a job whose first run came after
// `everyMs` ran twice at once).
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A job whose every run waits until the test ends it. */
function slowJob() {
  const ends: (() => void)[] = [];
  let running = 0;
  let overlapped = false;
  const run = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        running += 1;
        if (running > 1) overlapped = true;
        ends.push(() => {
          running -= 1;
          resolve();
        });
      }),
  );
  const finish = async () => {
    ends.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { run, finish, isOverlapped: () => overlapped, running: () => running };
}

describe('repeatJob', () => {
  it('runs once at the first tick when the first delay equals the period', async () => {
    const run = vi.fn();
    const stop = repeatJob(run, { firstAfterMs: 1000, everyMs: 1000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  it('never starts a run while the previous one is under way, and waits a period after it', async () => {
    const job = slowJob();
    const stop = repeatJob(job.run, { firstAfterMs: 100, everyMs: 1000 });
    await vi.advanceTimersByTimeAsync(100);
    expect(job.run).toHaveBeenCalledTimes(1);
    // The run lasts ten periods: nothing else starts meanwhile.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(job.run).toHaveBeenCalledTimes(1);
    await job.finish();
    await vi.advanceTimersByTimeAsync(999);
    expect(job.run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(job.run).toHaveBeenCalledTimes(2);
    await job.finish();
    expect(job.isOverlapped()).toBe(false);
    stop();
  });

  it('goes on after a run that fails', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('base indisponible'));
    const stop = repeatJob(run, { firstAfterMs: 10, everyMs: 50 });
    await vi.advanceTimersByTimeAsync(10);
    await vi.advanceTimersByTimeAsync(50);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops cleanly, even during a run: that run ends and no other starts', async () => {
    const job = slowJob();
    const stop = repeatJob(job.run, { firstAfterMs: 0, everyMs: 100 });
    await vi.advanceTimersByTimeAsync(0);
    expect(job.running()).toBe(1);
    stop();
    await job.finish();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(job.run).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops before its first run', async () => {
    const run = vi.fn();
    const stop = repeatJob(run, { firstAfterMs: 100, everyMs: 100 });
    stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
