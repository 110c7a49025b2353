import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { configProblemsOf } from './testing/config-problems';

describe('backup configuration', () => {
  it('backs up hourly, keeping 48 hourly and 30 daily backups, by default', () => {
    expect(loadConfig({}).backup).toEqual({ everyMs: 3_600_000, keepHourly: 48, keepDaily: 30 });
  });

  it('reads off, daily and intervals', () => {
    const everyMs = (value: string) => loadConfig({ BACKUP_SCHEDULE: value }).backup.everyMs;
    expect(everyMs('off')).toBeNull();
    expect(everyMs('OFF')).toBeNull();
    expect(everyMs('daily')).toBe(86_400_000);
    expect(everyMs('30m')).toBe(1_800_000);
    expect(everyMs(' 6h ')).toBe(21_600_000);
    expect(everyMs('10s')).toBe(10_000);
    const keep = loadConfig({ BACKUP_KEEP_HOURLY: '12', BACKUP_KEEP_DAILY: '0' }).backup;
    expect(keep).toMatchObject({ keepHourly: 12, keepDaily: 0 });
  });

  it('names the variable and the expected form when a value is wrong', () => {
    for (const value of ['weekly', '5s', '1d', 'every hour']) {
      expect(configProblemsOf({ BACKUP_SCHEDULE: value })).toEqual([
        'BACKUP_SCHEDULE: must be off, hourly, daily or an interval such as 30m or 6h (s, m, h; at least 10s)',
      ]);
    }
    expect(configProblemsOf({ BACKUP_KEEP_HOURLY: '0' })).toEqual([
      'BACKUP_KEEP_HOURLY: must be at least 1 (the newest backup is always kept)',
    ]);
    expect(configProblemsOf({ BACKUP_KEEP_DAILY: 'many' })).toEqual([
      'BACKUP_KEEP_DAILY: must be a whole number of days, e.g. 30',
    ]);
    expect(configProblemsOf({ BACKUP_KEEP_DAILY: '2.5' })).toEqual([
      'BACKUP_KEEP_DAILY: must be a whole number of days, e.g. 30',
    ]);
  });
});
