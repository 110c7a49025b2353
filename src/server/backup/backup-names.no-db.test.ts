import { describe, expect, it } from 'vitest';
import {
  backupNameAt,
  checksumLine,
  expiredBackups,
  parseChecksumLine,
  timeOfBackupName,
} from './backup-names';

const hourly = (from: string, count: number) =>
  Array.from({ length: count }, (_, index) =>
    backupNameAt(new Date(new Date(from).getTime() + index * 3_600_000)),
  );

describe('backup names', () => {
  it('carry their UTC time to the millisecond and sort in time order', () => {
    const name = backupNameAt(new Date('2026-11-26T09:05:07.042Z'));
    expect(name).toBe('ardoise-2026-11-26T090507.042Z.tar.gz');
    expect(timeOfBackupName(name)?.toISOString()).toBe('2026-11-26T09:05:07.042Z');
    expect(timeOfBackupName('notes.txt')).toBeNull();
    expect(timeOfBackupName(`${name}.sha256`)).toBeNull();
    const names = hourly('2026-11-26T22:00:00Z', 5);
    expect([...names].sort()).toEqual(names);
  });

  it('write and read checksum files in the sha256sum format', () => {
    const digest = 'ab'.repeat(32);
    expect(checksumLine(digest, 'a.tar.gz')).toBe(`${digest}  a.tar.gz\n`);
    expect(parseChecksumLine(checksumLine(digest, 'a.tar.gz'))).toBe(digest);
    expect(parseChecksumLine('nonsense')).toBeNull();
  });
});

describe('retention', () => {
  it('keeps nothing more than asked: the newest N, and the newest of each recent day', () => {
    // Three days of hourly backups, 2026-11-24 00:00 → 2026-11-26 23:00.
    const names = hourly('2026-11-24T00:00:00Z', 72);
    const expired = expiredBackups(names, { keepHourly: 5, keepDaily: 2 });
    const kept = names.filter((name) => !expired.includes(name));
    expect(kept).toEqual([
      // The newest of 2026-11-25 (the second day kept), then the newest five.
      'ardoise-2026-11-25T230000.000Z.tar.gz',
      ...names.slice(-5),
    ]);
    expect(expired).toHaveLength(72 - 6);
    expect(expired[0]).toBe(names[0]);
  });

  it('keeps one a day for as many days as asked, even after gaps', () => {
    const names = [
      'ardoise-2026-10-01T120000.000Z.tar.gz',
      'ardoise-2026-10-05T080000.000Z.tar.gz',
      'ardoise-2026-10-05T090000.000Z.tar.gz',
      'ardoise-2026-10-09T100000.000Z.tar.gz',
    ];
    expect(expiredBackups(names, { keepHourly: 1, keepDaily: 2 })).toEqual([
      'ardoise-2026-10-01T120000.000Z.tar.gz',
      'ardoise-2026-10-05T080000.000Z.tar.gz',
    ]);
    expect(expiredBackups(names, { keepHourly: 1, keepDaily: 0 })).toHaveLength(3);
  });

  it('never touches other files', () => {
    expect(expiredBackups(['readme.txt', 'x.tar.gz'], { keepHourly: 1, keepDaily: 0 })).toEqual([]);
  });
});
