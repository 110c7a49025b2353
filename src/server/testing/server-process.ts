import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

export type ServerProcess = {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the base URL once the server listens (reads its JSON log). */
  ready: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** Starts a server entry file as a real process, the way `npm start` does (Node 24 with the tsx loader). */
export function startServerProcess(entry: string, env: Record<string, string>): ServerProcess {
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'node'), ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
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
  return { child, output: () => output, ready, exited };
}
