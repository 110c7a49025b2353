// The production server as `npm start` runs it (the built bundle, its flags and environment), on
// a temporary SQLite database holding one Premium owner with the reference menu (60 dishes) and
// ordering open: what the owner-app benchmarks open in a browser. Both builds are made first
// when stale, as `npm start` makes them.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { buildServerIfNeeded, SERVER_COMMAND, serverEnv } from '../server-build';
import { buildWebIfNeeded } from '../web-build';
import { createAgent, sendJson } from './json-request';
import { freePort, startNode, stop } from './measure';
import { seedRestaurants } from './seed-restaurants';

export type OwnerAppServer = {
  baseUrl: string;
  /** The owner's session cookies, for a browser context. */
  cookies: { name: string; value: string }[];
  /** The same as a `Cookie` header. */
  cookieHeader: string;
  menuId: string;
  close: () => Promise<void>;
};

export async function startOwnerAppServer(): Promise<OwnerAppServer> {
  buildWebIfNeeded();
  buildServerIfNeeded();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ardoise-bench-web-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const authSecret = randomBytes(32).toString('base64url');
  const env = serverEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    AUTH_SECRET: authSecret,
  });
  let server: Awaited<ReturnType<typeof startNode>> | undefined;
  try {
    const config = loadConfig(env);
    const [restaurant] = await seedRestaurants({ ...config, authSecret }, 1);
    if (!restaurant) throw new Error('no owner seeded');
    server = await startNode(SERVER_COMMAND, env, `${baseUrl}/readyz`);
    const agent = createAgent(1);
    const ordering = await sendJson(`${baseUrl}/api/v1/ordering`, {
      method: 'PUT',
      agent,
      headers: { origin: baseUrl, cookie: restaurant.cookie },
      body: { open: true },
    });
    agent.destroy();
    if (ordering.status !== 200) throw new Error(`PUT /ordering: ${ordering.status}`);
    const cookies = restaurant.cookie.split('; ').map((pair) => {
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      return { name, value };
    });
    const running = server;
    return {
      baseUrl,
      cookies,
      cookieHeader: restaurant.cookie,
      menuId: restaurant.menuId,
      close: async () => {
        await stop(running);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (server) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
