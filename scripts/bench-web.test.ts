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

  /**
   * What each library leaves in a production chunk whatever the minifier does (property names
   * and strings it keeps), to tell which of them a route loads.
   */
  const MARKERS = {
    zod: '._zod',
    'react-hook-form': '_formState',
    'react-router': '__reactRouterVersion',
    'TanStack Query': 'No QueryClient set',
    sonner: 'data-sonner-toaster',
    "Radix's popper (menus, tooltips)": 'radix-popper-content-wrapper',
  };
  const librariesIn = (route: string) => {
    const files = weights.find((row) => row.route === route)?.files ?? [];
    const code = files.map((file) => readFileSync(path.join(WEB_DIST, file), 'utf8')).join('\n');
    return Object.entries(MARKERS)
      .filter(([, marker]) => code.includes(marker))
      .map(([library]) => library);
  };

  it('the markers find their libraries in the build', () => {
    expect(librariesIn('editor')).toEqual(
      expect.arrayContaining(['zod', 'react-hook-form', 'react-router', 'TanStack Query']),
    );
  });

  it('the sign-in screen loads none of the libraries the dashboard needs, nor toasts', () => {
    expect(librariesIn('/login')).toEqual([]);
  });

  it('the dashboard loads no validation, form, toast or popper library before use', () => {
    expect(librariesIn('/dashboard')).toEqual(['react-router', 'TanStack Query']);
  });
});
