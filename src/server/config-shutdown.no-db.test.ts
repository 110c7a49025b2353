import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { configProblemsOf } from './testing/config-problems';

describe('loadConfig: graceful shutdown (docs/deploy.md)', () => {
  it('drains for 0 ms and grants 10 s by default', () => {
    expect(loadConfig({}).shutdown).toEqual({ drainMs: 0, graceMs: 10_000 });
  });

  it('reads SHUTDOWN_DRAIN_MS and SHUTDOWN_GRACE_MS', () => {
    const config = loadConfig({ SHUTDOWN_DRAIN_MS: '3000', SHUTDOWN_GRACE_MS: '15000' });
    expect(config.shutdown).toEqual({ drainMs: 3000, graceMs: 15_000 });
  });

  it('refuses a drain that would not leave time to close within the grace period', () => {
    expect(configProblemsOf({ SHUTDOWN_DRAIN_MS: '10000' })).toEqual([
      'SHUTDOWN_DRAIN_MS: must be shorter than SHUTDOWN_GRACE_MS (the drain is part of the grace period)',
    ]);
    expect(
      configProblemsOf({ SHUTDOWN_GRACE_MS: '500' }).map((line) => line.split(':')[0]),
    ).toEqual(['SHUTDOWN_GRACE_MS']);
  });
});
