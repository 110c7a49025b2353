import { describe, expect, it } from 'vitest';
import { testDatabaseForThisFile } from '../testing/test-database';
import { createThrottle } from './throttle';

const testDatabase = testDatabaseForThisFile();

describe('throttle (fixed window in the database)', () => {
  it('blocks at the limit within the window and opens again after it', async () => {
    let now = 1_000_000;
    const throttle = createThrottle(testDatabase.database.db, {
      limit: 3,
      windowMs: 60_000,
      now: () => now,
    });
    for (let i = 0; i < 3; i++) {
      expect(await throttle.isBlocked('k')).toBe(false);
      await throttle.hit('k');
    }
    expect(await throttle.isBlocked('k')).toBe(true);
    expect(await throttle.isBlocked('other')).toBe(false);

    now += 60_001;
    expect(await throttle.isBlocked('k')).toBe(false);
    await throttle.hit('k');
    expect(await throttle.isBlocked('k')).toBe(false);
  });

  it('counts concurrent hits exactly (one atomic upsert each)', async () => {
    const throttle = createThrottle(testDatabase.database.db, { limit: 20, windowMs: 60_000 });
    await Promise.all(Array.from({ length: 20 }, () => throttle.hit('burst')));
    expect(await throttle.isBlocked('burst')).toBe(true);
    await throttle.reset('burst');
    expect(await throttle.isBlocked('burst')).toBe(false);
  });
});

describe('consume', () => {
  it('allows up to the limit in one query per event', async () => {
    const throttle = createThrottle(testDatabase.database.db, { limit: 2, windowMs: 60_000 });
    expect(await throttle.consume('c')).toBe(true);
    expect(await throttle.consume('c')).toBe(true);
    expect(await throttle.consume('c')).toBe(false);
  });
});

describe('take', () => {
  it('says when the window ends: the truthful Retry-After of a refusal', async () => {
    let now = 5_000_000;
    const throttle = createThrottle(testDatabase.database.db, {
      limit: 2,
      windowMs: 10 * 60_000,
      now: () => now,
    });
    expect(await throttle.take('t')).toEqual({ isAllowed: true, retryAfterSeconds: 600 });
    now += 90_000;
    expect((await throttle.take('t')).isAllowed).toBe(true);
    now += 30_500;
    // 120.5 s into a 600 s window: 479.5 s left, said as 480.
    expect(await throttle.take('t')).toEqual({ isAllowed: false, retryAfterSeconds: 480 });
    now += 479_500;
    expect(await throttle.take('t')).toEqual({ isAllowed: true, retryAfterSeconds: 600 });
  });
});
