import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerIfNeeded, SERVER_COMMAND } from '../../scripts/server-build';
import { PROJECT_ROOT } from './project-root';
import { startServerProcess } from './testing/server-process';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

// The built server (dist/server/main.js → server.js) as `npm start` runs it: plain JavaScript, no
// TypeScript loader, files it reads found from the bundle's folder (docs/performance.md).
const BUILD_DIR = path.join(PROJECT_ROOT, 'dist', 'server');
/** Imported on first use, never at start (src/server/load-once.ts). */
const LAZY_PACKAGES = [
  '@aws-sdk/client-s3',
  'better-auth',
  'better-auth/api',
  'deepl-node',
  'esbuild',
  'nodemailer',
  'openai',
  'pdf-lib',
  'pg',
  'qrcode',
  'react-dom/server',
  'sharp',
  'stripe',
  'tar-stream',
  'tsx',
];

let testDatabase: TestDatabase;
beforeAll(async () => {
  buildServerIfNeeded(() => {});
  testDatabase = await createTestDatabase();
  await testDatabase.database.destroy();
});
afterAll(() => testDatabase.cleanup());

describe('the server bundle', () => {
  it('starts, migrates, serves /healthz, /login and a diner page, and exits 0 on SIGTERM', async () => {
    const server = startServerProcess(
      { args: SERVER_COMMAND },
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: testDatabase.dataDir,
        ...(testDatabase.settings.dialect === 'postgres' && {
          DATABASE_URL: testDatabase.settings.url,
        }),
      },
    );
    const baseUrl = await server.ready;

    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
    const login = await fetch(`${baseUrl}/login`);
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('<html lang="fr">');
    // The diner's stylesheet, built beside the bundle, inlined in the "Menu non disponible" page.
    const notFound = await fetch(`${baseUrl}/r/nope`);
    expect(notFound.status).toBe(404);
    const dinerCss = readFileSync(path.join(BUILD_DIR, 'diner-assets', 'diner.css'), 'utf8');
    expect(dinerCss.length).toBeGreaterThan(1000);
    expect(await notFound.text()).toContain(dinerCss);
    // Files found from the repository root, not from the bundle's folder: the stock images.
    const stock = await fetch(`${baseUrl}/stock/cheeseburger.svg`);
    expect(stock.status).toBe(200);
    expect(await stock.text()).toContain('<svg');

    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
  });

  it('imports no vendor SDK at start: each is imported where it is first used', () => {
    type Output = { imports: { path: string; kind: string; external?: boolean }[] };
    const { outputs } = JSON.parse(readFileSync(path.join(BUILD_DIR, 'meta.json'), 'utf8')) as {
      outputs: Record<string, Output>;
    };
    // What loads at start: server.js and the chunks it imports statically, and so on.
    const startOutputs = new Set<string>();
    const visit = (name: string) => {
      if (startOutputs.has(name)) return;
      startOutputs.add(name);
      for (const item of outputs[name]?.imports ?? []) {
        if (!item.external && item.kind === 'import-statement') visit(item.path);
      }
    };
    visit('dist/server/server.js');
    const packagesOf = (names: string[], kinds: string[]) =>
      new Set(
        names.flatMap((name) =>
          (outputs[name]?.imports ?? [])
            .filter((item) => item.external && kinds.includes(item.kind))
            .map((item) => item.path),
        ),
      );
    const atStart = packagesOf([...startOutputs], ['import-statement']);
    const onFirstUse = packagesOf(
      Object.keys(outputs).filter((name) => name.endsWith('.js')),
      ['import-statement', 'dynamic-import'],
    );
    expect(atStart).toContain('fastify');
    expect(LAZY_PACKAGES.filter((name) => atStart.has(name))).toEqual([]);
    expect(LAZY_PACKAGES.filter((name) => !onFirstUse.has(name) && name !== 'tsx')).toEqual([]);
    // Loaded with Better Auth, on first use, never at start.
    expect(atStart.has('better-auth/node')).toBe(false);
  });
});
