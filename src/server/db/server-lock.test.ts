import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tryHoldServerLock } from './server-lock';

const NODE = path.resolve(import.meta.dirname, '..', '..', '..', 'node_modules', '.bin', 'node');
const dataDir = mkdtempSync(path.join(tmpdir(), 'ardoise-lock-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the running-server lock', () => {
  it('is held by one holder at a time in a process', () => {
    const first = tryHoldServerLock(dataDir);
    expect(first?.file).toBe(path.join(dataDir, 'server.lock'));
    expect(tryHoldServerLock(dataDir)).toBeNull();
    first?.release();
    const second = tryHoldServerLock(dataDir);
    expect(second).not.toBeNull();
    second?.release();
  });

  it('is seen from another process, and freed when that process is killed', async () => {
    const holder = spawn(
      NODE,
      [
        '--input-type=module',
        '-e',
        `const { DatabaseSync } = await import('node:sqlite');
         const db = new DatabaseSync(${JSON.stringify(path.join(dataDir, 'server.lock'))});
         db.exec('PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; CREATE TABLE IF NOT EXISTS holder (pid INTEGER NOT NULL, since TEXT NOT NULL); COMMIT');
         console.log('held');
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    expect(tryHoldServerLock(dataDir)).toBeNull();

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const lock = tryHoldServerLock(dataDir);
    expect(lock).not.toBeNull();
    lock?.release();
  });
});
