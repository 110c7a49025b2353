import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { childProcessEnv } from '../config';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

export type ServerProcess = {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the base URL once the server listens (reads its JSON log). */
  ready: Promise<string>;
  /** Resolves once the process has printed `text` (stdout or stderr). */
  printed: (text: string) => Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Starts a server as a real process with Node 24: a source entry file through the tsx loader,
 * or `npm start`'s command for the built server (`SERVER_COMMAND`, scripts/server-build.ts).
 */
export function startServerProcess(
  command: { source: string } | { args: readonly string[] },
  env: Record<string, string>,
): ServerProcess {
  const args = 'source' in command ? ['--import', 'tsx', command.source] : command.args;
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'node'), args, {
    cwd: ROOT,
    env: { ...childProcessEnv(), NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiting = new Set<{ text: string; resolve: () => void }>();
  const printed = (text: string) =>
    new Promise<void>((resolve) => {
      if (output.includes(text)) return resolve();
      waiting.add({ text, resolve });
    });
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const waiter of waiting) {
        if (!output.includes(waiter.text)) continue;
        waiting.delete(waiter);
        waiter.resolve();
      }
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', () => reject(new Error(`server exited before listening:\n${output}`)));
  });
  ready.catch(() => {});
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, output: () => output, ready, printed, exited };
}
