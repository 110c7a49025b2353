import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { holdServerLock } from '../db/server-lock';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { writeArchive } from './archive';
import { type BackupConfig, createBackup } from './create-backup';
import { RestoreError, restoreBackup } from './restore-backup';

// SQLite's backups (PostgreSQL's are pg_dump's: pg-backup-docs.test.ts).
const isSqlite = inject('testDatabase').dialect === 'sqlite';
const PHOTO = 'images/ab/abcdef0123.webp';

let testDatabase: TestDatabase;
let config: BackupConfig;
let scratch: string;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const { dataDir } = testDatabase;
  config = {
    ...loadConfig({ DATA_DIR: dataDir, BACKUP_KEEP_HOURLY: '2', BACKUP_KEEP_DAILY: '0' }),
    database: testDatabase.settings,
  };
  scratch = path.join(dataDir, 'scratch');
  mkdirSync(scratch);
  if (!isSqlite) return;
  const file = (testDatabase.settings as { file: string }).file;
  const database = new DatabaseSync(file);
  database.exec('CREATE TABLE backup_probe (id INTEGER PRIMARY KEY, label TEXT NOT NULL)');
  database.exec("INSERT INTO backup_probe (label) VALUES ('Tartare'), ('Île flottante')");
  database.close();
  mkdirSync(path.join(dataDir, 'images', 'ab'), { recursive: true });
  writeFileSync(path.join(dataDir, PHOTO), Buffer.from('a photo'));
  writeFileSync(path.join(dataDir, 'images', 'ab', 'half-written.tmp'), 'partial');
  writeFileSync(path.join(dataDir, 'auth-secret'), 'an auth secret\n');
  // The payments journal's key stays out of backups (docs/fiscal-journal.md).
  writeFileSync(path.join(dataDir, 'journal.key'), `${'c3'.repeat(32)}\n`);
});
afterAll(() => testDatabase.cleanup());

const sha256Of = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const probeLabels = (file: string) => {
  const database = new DatabaseSync(file, { readOnly: true });
  try {
    return database
      .prepare('SELECT label FROM backup_probe ORDER BY id')
      .all()
      .map((row) => row.label);
  } finally {
    database.close();
  }
};

describe.runIf(isSqlite)('SQLite backups', () => {
  let archive: string;

  it('archive the database, the photos on disk and the auth secret, with a checksum beside', async () => {
    const result = await createBackup(config, () => new Date('2026-11-26T10:00:00.000Z'));
    archive = result.location;
    expect(archive).toBe(
      path.join(testDatabase.dataDir, 'backups', 'ardoise-2026-11-26T100000.000Z.tar.gz'),
    );
    expect(result.photos).toBe('included');
    expect(readFileSync(`${archive}.sha256`, 'utf8')).toBe(
      `${sha256Of(archive)}  ardoise-2026-11-26T100000.000Z.tar.gz\n`,
    );
    // Any tar opens it.
    const listing = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).trim().split('\n');
    expect(listing.sort()).toEqual([
      'ardoise.sqlite',
      'auth-secret',
      'images/ab/abcdef0123.webp',
      'manifest.json',
    ]);
    expect(readdirSync(path.join(testDatabase.dataDir, 'backups')).sort()).toEqual([
      'ardoise-2026-11-26T100000.000Z.tar.gz',
      'ardoise-2026-11-26T100000.000Z.tar.gz.sha256',
    ]);
  });

  it('restore into a fresh directory: the rows, the photos and the secret are back', async () => {
    const target = path.join(scratch, 'fresh');
    const result = await restoreBackup({ archive, dataDir: target });
    expect(result.isChecksumVerified).toBe(true);
    expect(result.previous).toBeNull();
    expect(probeLabels(path.join(target, 'ardoise.sqlite'))).toEqual(['Tartare', 'Île flottante']);
    expect(readFileSync(path.join(target, PHOTO), 'utf8')).toBe('a photo');
    expect(readFileSync(path.join(target, 'auth-secret'), 'utf8')).toBe('an auth secret\n');
    expect(existsSync(path.join(target, 'journal.key'))).toBe(false);
    expect(existsSync(path.join(target, 'ardoise.sqlite-wal'))).toBe(false);

    // Again over it: what it replaces is moved aside, never deleted.
    const again = await restoreBackup({
      archive,
      dataDir: target,
      now: new Date('2026-11-27T08:00:00Z'),
    });
    expect(again.previous).toBe(path.join(target, 'before-restore-2026-11-27T08-00-00-000Z'));
    expect(readdirSync(again.previous as string).sort()).toEqual([
      'ardoise.sqlite',
      'auth-secret',
      'images',
    ]);
    expect(probeLabels(path.join(target, 'ardoise.sqlite'))).toHaveLength(2);
  });

  it('refuse an archive that does not match its checksum, or is damaged', async () => {
    const damaged = path.join(scratch, 'damaged.tar.gz');
    const bytes = readFileSync(archive);
    const middle = Math.floor(bytes.length / 2);
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    writeFileSync(damaged, bytes);
    copyFileSync(`${archive}.sha256`, `${damaged}.sha256`);
    const target = path.join(scratch, 'never');
    await expect(restoreBackup({ archive: damaged, dataDir: target })).rejects.toThrow(
      /La somme de contrôle de damaged\.tar\.gz ne correspond pas/,
    );
    // Without its .sha256, the gzip and manifest checks still refuse it.
    const alone = path.join(scratch, 'alone.tar.gz');
    writeFileSync(alone, bytes);
    await expect(restoreBackup({ archive: alone, dataDir: target })).rejects.toThrow(
      /^Archive refusée : /,
    );
    expect(existsSync(path.join(target, 'ardoise.sqlite'))).toBe(false);
  });

  it('refuse a backup whose database fails PRAGMA integrity_check', async () => {
    const garbage = path.join(scratch, 'garbage.sqlite');
    // A restored database with a few of its pages overwritten: it opens, but is damaged.
    const broken = readFileSync(path.join(scratch, 'fresh', 'ardoise.sqlite'));
    expect(broken.length).toBeGreaterThan(4096 * 8);
    broken.fill(0x5a, 4096 * 2, 4096 * 6);
    writeFileSync(garbage, broken);
    const forged = path.join(scratch, 'forged.tar.gz');
    await writeArchive(forged, [{ name: 'ardoise.sqlite', file: garbage }], {
      createdAt: new Date().toISOString(),
      database: 'ardoise.sqlite',
      photos: 'included',
    });
    const target = path.join(scratch, 'forged-target');
    await expect(restoreBackup({ archive: forged, dataDir: target })).rejects.toThrow(
      /^La base de la sauvegarde est invalide/,
    );
    expect(existsSync(path.join(target, 'ardoise.sqlite'))).toBe(false);
  });

  it('refuse to restore over the data of a running server', async () => {
    const target = path.join(scratch, 'running');
    const lock = holdServerLock(target);
    expect(lock).not.toBeNull();
    try {
      const attempt = restoreBackup({ archive, dataDir: target });
      await expect(attempt).rejects.toThrow(RestoreError);
      await expect(attempt).rejects.toThrow(/Un serveur Ardoise tourne sur .*running/);
    } finally {
      lock?.release();
    }
    await restoreBackup({ archive, dataDir: target });
  });

  it('keep the newest BACKUP_KEEP_HOURLY and delete the rest', async () => {
    await createBackup(config, () => new Date('2026-11-26T11:00:00.000Z'));
    const third = await createBackup(config, () => new Date('2026-11-26T12:00:00.000Z'));
    expect(third.expired).toEqual(['ardoise-2026-11-26T100000.000Z.tar.gz']);
    expect(readdirSync(path.join(testDatabase.dataDir, 'backups')).sort()).toEqual([
      'ardoise-2026-11-26T110000.000Z.tar.gz',
      'ardoise-2026-11-26T110000.000Z.tar.gz.sha256',
      'ardoise-2026-11-26T120000.000Z.tar.gz',
      'ardoise-2026-11-26T120000.000Z.tar.gz.sha256',
    ]);
  });

  it('run one at a time in a process', async () => {
    const times = ['2026-11-26T13:00:00.000Z', '2026-11-26T13:00:00.001Z'];
    const results = await Promise.all(
      times.map((time) => createBackup(config, () => new Date(time))),
    );
    // The second started after the first had finished and applied the retention.
    expect(results[1]?.expired).toContain('ardoise-2026-11-26T120000.000Z.tar.gz');
  });
});
