import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingLogger } from '../testing/recording-logger';
import { scheduleJournalChecks } from './journal-closure-job';

// Issue 41 §5: the integrity check runs at start (every owner), every 10 minutes (owners with
// new entries) and once a day in full again; runs never overlap (repeat-job.ts).
afterEach(() => {
  vi.useRealTimers();
});

describe('the journal integrity job', () => {
  it('checks everything at start, the recent owners every 10 minutes, everything again daily', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-07T10:00:00Z') });
    const calls: (string | undefined)[] = [];
    const { log, lines } = recordingLogger();
    const stop = scheduleJournalChecks(
      {
        checkAllJournals: async (options = {}) => {
          calls.push(options.since?.toISOString());
          return calls.length === 2 ? 1 : 0;
        },
      },
      log,
      () => new Date(Date.now()),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([undefined]);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls).toEqual([undefined, '2026-12-07T09:50:00.000Z']);
    expect(lines).toContain("journal: 1 restaurants' journals do not hold");
    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(calls.filter((since) => since === undefined)).toHaveLength(2);
    stop();
  });
});
