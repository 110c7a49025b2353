// The owner app's weight per route, from the production build the test setup makes
// (src/server/testing/global-setup.ts): bytes are deterministic, so budgets are exact.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, measureRoutes, ROUTES, readManifest, WEB_DIST } from './bench-web-lib.ts';

describe('owner app weight (npm run bench:web)', () => {
  const weights = measureRoutes();

  it('loads every screen on demand: each route module is a chunk of its own', () => {
    const manifest = readManifest();
    for (const modules of Object.values(ROUTES)) {
      for (const module of modules) expect(manifest[module]?.isDynamicEntry, module).toBe(true);
    }
  });

  it.each(Object.entries(BUDGETS))('%s stays within its compressed budget', (route, budget) => {
    const weight = weights.find((row) => row.route === route);
    expect(weight).toBeDefined();
    expect(weight?.brotli).toBeLessThanOrEqual(budget);
  });

  it('keeps zod out of the sign-in screen', () => {
    // zod's schemas keep their internals under `_zod` (a property name minifiers keep).
    const login = weights.find((row) => row.route === '/login');
    const withZod = login?.files.filter((file) =>
      readFileSync(path.join(WEB_DIST, file), 'utf8').includes('._zod'),
    );
    expect(withZod).toEqual([]);
  });
});
