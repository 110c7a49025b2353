import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { holdExclusiveLock, holdServerLock } from './server-lock';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'ardoise-lock-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the running-server lock', () => {
  it('lets several servers hold it, and a restore only when none does', () => {
    const serverA = holdServerLock(dataDir);
    const serverB = holdServerLock(dataDir);
    expect(serverA?.file).toBe(path.join(dataDir, 'server.lock'));
    expect(serverB).not.toBeNull();
    expect(holdExclusiveLock(dataDir)).toBeNull();
    serverA?.release();
    expect(holdExclusiveLock(dataDir)).toBeNull();
    serverB?.release();

    const restore = holdExclusiveLock(dataDir);
    expect(restore).not.toBeNull();
    // No server starts on files a restore is replacing, nor a second restore.
    expect(holdServerLock(dataDir)).toBeNull();
    expect(holdExclusiveLock(dataDir)).toBeNull();
    restore?.release();
    holdServerLock(dataDir)?.release();
  });

  it('is seen from another process, and freed when that process is killed', async () => {
    const holder = spawn(
      path.join(ROOT, 'node_modules', '.bin', 'node'),
      [
        '--import',
        'tsx',
        '-e',
        `import { holdServerLock } from ${JSON.stringify(path.join(import.meta.dirname, 'server-lock.ts'))};
         holdServerLock(${JSON.stringify(dataDir)});
         console.log('held');
         setInterval(() => {}, 1000);`,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    expect(holdExclusiveLock(dataDir)).toBeNull();

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const restore = holdExclusiveLock(dataDir);
    expect(restore).not.toBeNull();
    restore?.release();
  });
});
