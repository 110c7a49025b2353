import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The same server tests run on both engines: `npm test` (SQLite, no service needed) and
// `npm run test:pg` (PostgreSQL at TEST_DATABASE_URL). Each test file gets its own database,
// a copy of one migrated template per run. How the suite is built: docs/testing.md.
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const shared = {
  setupFiles: ['src/server/testing/vitest-setup.ts'],
  globalSetup: ['src/server/testing/global-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 30_000,
  // Files share their worker's modules: the app's import graph loads once per worker, not once
  // per file. The leak guard (testing/leak-guard.ts) fails a file that leaves the process changed.
  isolate: false,
  // Most of a server test waits on sockets, the database or a child process: more workers than
  // cores keep the cores busy (measured in docs/testing.md).
  maxWorkers: Math.max(2, availableParallelism()),
};

export default defineConfig({
  test: {
    // Per-file import and run times for `npm run test:slowest` (docs/testing.md).
    reporters: ['default', './scripts/testing/timings-reporter.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: 'sqlite',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          provide: { testDatabase: { dialect: 'sqlite' } },
        },
      },
      {
        test: {
          ...shared,
          name: 'postgres',
          include: ['src/server/**/*.test.ts'],
          exclude: [
            // Files that open no database run once, in the SQLite project (docs/testing.md).
            '**/*.no-db.test.ts',
            // SQLite-only mechanics (pragmas, the node:sqlite adapter).
            'src/server/db/node-sqlite.test.ts',
          ],
          provide: { testDatabase: { dialect: 'postgres', url: postgresUrl } },
        },
      },
    ],
  },
});
