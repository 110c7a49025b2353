import { defineConfig } from 'vitest/config';

// The same server tests run on both engines: `npm test` (SQLite, no service needed) and
// `npm run test:pg` (PostgreSQL at TEST_DATABASE_URL). Each test file gets its own database.
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const shared = {
  setupFiles: ['src/server/testing/vitest-setup.ts'],
  globalSetup: ['src/server/testing/global-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 30_000,
};

export default defineConfig({
  test: {
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
          // SQLite-only mechanics (pragmas, the node:sqlite adapter).
          exclude: ['src/server/db/node-sqlite.test.ts'],
          provide: { testDatabase: { dialect: 'postgres', url: postgresUrl } },
        },
      },
    ],
  },
});
