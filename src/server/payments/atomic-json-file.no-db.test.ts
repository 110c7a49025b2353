import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// Issue 41 §5: a kill -9 emptied `local-payments.json`, the local payment mode's state
// (`writeFileSync` truncates the file before writing it). A child process runs the real local
// gateway and saves its state as fast as it can (each account it creates is a save of the
// whole file, ~0.5 MB by the end); this process reads the file meanwhile, then kills the child
// with SIGKILL in the middle of its writes. Every read, and the file left behind, is whole JSON.

const root = path.resolve(import.meta.dirname, '../../..');
// The loader in this process, not tsx's CLI: its CLI runs the script in a grandchild that a
// SIGKILL of the child would not reach.
const tsxLoader = pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href;
const gatewayModule = path.join(import.meta.dirname, 'local-connect-gateway.ts');

let child: ChildProcess | null = null;
let dataDir = '';
afterEach(() => {
  child?.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the writer; resolves once its first save is on disk. */
function startWriter(directory: string) {
  const script = path.join(directory, 'writer.ts');
  writeFileSync(
    script,
    `import { createLocalConnectGateway } from ${JSON.stringify(gatewayModule)};
const log = { error() {}, warn() {}, info() {}, debug() {}, child() { return log; } };
const gateway = createLocalConnectGateway({ publicUrl: 'http://localhost:3000', dataDir: ${JSON.stringify(directory)}, log: log as never });
const name = 'Le Bistrot '.repeat(200);
let n = 0;
async function loop() {
  for (;;) {
    await gateway.createAccount({ ownerId: 'owner-' + n, email: 'o' + n + '@example.fr', businessName: name });
    n += 1;
    if (n === 1) process.stdout.write('ready\\n');
    if (n % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}
void loop();
`,
  );
  const started = spawn(process.execPath, ['--import', tsxLoader, script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = started;
  return new Promise<ChildProcess>((resolve, reject) => {
    started.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(started);
    });
    started.once('exit', (code) => reject(new Error(`writer exited early (${code})`)));
  });
}

const accountsIn = (file: string) => {
  const state = JSON.parse(readFileSync(file, 'utf8')) as { accounts: Record<string, unknown> };
  return Object.keys(state.accounts).length;
};

describe('the local payment mode’s state file', () => {
  it('is never seen empty or half written, and a kill -9 mid-write leaves whole JSON', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ardoise-local-payments-'));
    const file = path.join(dataDir, 'local-payments.json');
    const writer = await startWriter(dataDir);

    let reads = 0;
    let broken = 0;
    const sizes = new Set<number>();
    const until = Date.now() + 1500;
    // Bounded: 1.5 s or 20 000 reads, whichever comes first.
    while (Date.now() < until && reads < 20_000) {
      reads += 1;
      try {
        sizes.add(accountsIn(file));
      } catch {
        broken += 1;
      }
      if (reads % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    const exited = new Promise((resolve) => writer.once('exit', resolve));
    writer.kill('SIGKILL');
    await exited;
    child = null;

    expect(broken, `${broken} of ${reads} reads were not whole JSON`).toBe(0);
    // The writer really was writing while we read.
    expect(sizes.size).toBeGreaterThan(1);
    expect(accountsIn(file)).toBeGreaterThanOrEqual(Math.max(...sizes));
  }, 30_000);
});
