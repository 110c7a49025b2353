// `npm start`: build the web app and the server when needed, then run the built server in
// production mode (migrations are applied by the server at start). Plain Node (type stripping).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildServerIfNeeded, SERVER_COMMAND, serverEnv } from './server-build.ts';
import { buildWebIfNeeded } from './web-build.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

buildWebIfNeeded();
buildServerIfNeeded();
// One process (no wrapper in between), so signals reach the server directly.
const server = spawn(process.execPath, SERVER_COMMAND, {
  cwd: ROOT,
  stdio: 'inherit',
  env: serverEnv({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' }),
});
// The server handles SIGINT/SIGTERM itself (graceful shutdown); pass them on and mirror its exit.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
