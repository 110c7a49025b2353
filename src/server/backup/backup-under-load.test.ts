import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { childProcessEnv, loadConfig } from '../config';
import { createMenu, createOwner, signIn } from '../testing/factories';
import { sampleMenu } from '../testing/menu-fixtures';
import { openSeeding } from '../testing/seeding';
import { type ServerProcess, startServerProcess } from '../testing/server-process';

// Issue 27 §1, "Done when": a backup taken while 8 clients write through the real server,
// restored into a fresh directory, a server started on it: the database is intact and every
// write acknowledged before the backup started is there.
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const NODE = path.join(ROOT, 'node_modules', '.bin', 'node');
const WRITERS = 8;

const run = promisify(execFile);
const folders: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const newFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'ardoise-backup-load-'));
  folders.push(folder);
  return folder;
};
const envFor = (dataDir: string) => ({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  // Each owner writes from its own address, as real owners do (the write rate limits).
  TRUST_PROXY: 'true',
  BACKUP_SCHEDULE: 'off',
});
/** `npm run backup` / `npm run restore` as the operator runs them; resolves even on failure. */
const command = (script: string, args: string[], env: Record<string, string>) =>
  run(NODE, ['--import', 'tsx', `src/server/backup/${script}`, ...args], {
    cwd: ROOT,
    env: { ...childProcessEnv(), ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

type Writer = { ip: string; cookie: string; menuId: string; version: number; name: string };

describe.runIf(inject('testDatabase').dialect === 'sqlite')('a backup under write load', () => {
  it('restores every write acknowledged before it started, into a database that checks', {
    timeout: 180_000,
  }, async () => {
    const dataDir = newFolder();
    const env = envFor(dataDir);
    const seeding = await openSeeding(loadConfig(env));
    const writers: Writer[] = [];
    try {
      for (let index = 0; index < WRITERS; index += 1) {
        const owner = await createOwner(seeding, { restaurantName: `Sauvegarde ${index + 1}` });
        const menu = await createMenu(seeding, owner.id, sampleMenu({ name: `w${index} v0` }));
        const cookie = await signIn(seeding.auth, owner);
        writers.push({
          ip: `10.27.0.${index + 1}`,
          cookie,
          menuId: menu.id,
          version: menu.version,
          name: `w${index} v0`,
        });
      }
    } finally {
      await seeding.close();
    }

    const server = startServerProcess({ source: 'src/server/main.ts' }, env);
    servers.push(server);
    const base = await server.ready;
    let isWriting = true;
    const refused: string[] = [];
    const save = async (writer: Writer, name: string) => {
      const response = await fetch(`${base}/api/v1/menus/${writer.menuId}`, {
        method: 'PUT',
        headers: {
          cookie: writer.cookie,
          origin: base,
          'content-type': 'application/json',
          'if-match': `"${writer.version}"`,
          'x-forwarded-for': writer.ip,
        },
        body: JSON.stringify(sampleMenu({ name })),
      });
      const body = (await response.json()) as { version?: number };
      if (response.status === 200 && typeof body.version === 'number') {
        writer.version = body.version;
        writer.name = name;
      } else if (response.status === 429) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      } else {
        refused.push(`${response.status} ${JSON.stringify(body)}`);
      }
    };
    const writing = Promise.all(
      writers.map(async (writer, index) => {
        for (let count = 1; isWriting; count += 1) await save(writer, `w${index} v${count}`);
      }),
    );

    // Once every client has had a few writes acknowledged: what the backup must hold.
    await expect
      .poll(() => Math.min(...writers.map((writer) => writer.version)), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(3);
    const acknowledged = writers.map(({ menuId, version, name }) => ({ menuId, version, name }));
    const backup = await command('backup-cli.ts', [], env);
    const writtenDuringBackup = writers.reduce(
      (sum, writer, index) => sum + writer.version - (acknowledged[index]?.version ?? 0),
      0,
    );
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const archive = backup.stdout.split('\n')[0] as string;
    expect(archive).toMatch(/backups\/ardoise-[\dT.-]+Z\.tar\.gz$/);
    expect(backup.stdout).toContain('Sauvegarde écrite : ');

    // The running server's own directory: refused, nothing touched.
    const overRunning = await command('restore-cli.ts', [archive], env);
    expect(overRunning.code).toBe(1);
    expect(overRunning.stderr).toContain(`Un serveur Ardoise tourne sur ${dataDir}`);

    isWriting = false;
    await writing;
    expect(refused).toEqual([]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });

    const fresh = newFolder();
    const restore = await command('restore-cli.ts', [archive, '--data-dir', fresh], env);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Restaurée dans ${fresh}.`);
    expect(restore.stdout).toContain('intégrité de la base : ok');

    const restoredDatabase = new DatabaseSync(path.join(fresh, 'ardoise.sqlite'), {
      readOnly: true,
    });
    expect(restoredDatabase.prepare('PRAGMA integrity_check').all()).toEqual([
      { integrity_check: 'ok' },
    ]);
    restoredDatabase.close();

    const restored = startServerProcess({ source: 'src/server/main.ts' }, envFor(fresh));
    servers.push(restored);
    const restoredBase = await restored.ready;
    for (const [index, writer] of writers.entries()) {
      const before = acknowledged[index] as (typeof acknowledged)[number];
      const response = await fetch(`${restoredBase}/api/v1/menus/${writer.menuId}`, {
        headers: { cookie: writer.cookie, 'x-forwarded-for': writer.ip },
      });
      expect(response.status).toBe(200);
      const menu = (await response.json()) as { version: number; name: string };
      // Versions only grow: at least the acknowledged one, and exactly its content when equal.
      expect(menu.version).toBeGreaterThanOrEqual(before.version);
      if (menu.version === before.version) expect(menu.name).toBe(before.name);
      expect(menu.version).toBeLessThanOrEqual(writer.version);
    }
    restored.child.kill('SIGTERM');
    expect(await restored.exited).toEqual({ code: 0, signal: null });
    console.info(`backup under load: ${writtenDuringBackup} writes acknowledged while it ran`);
  });
});
