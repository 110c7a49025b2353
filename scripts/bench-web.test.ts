// The owner app's weight, from the production build the test setup makes
// (src/server/testing/global-setup.ts). What a browser receives in all, idle loads included, is
// measured in Chromium against the running server: `npm run bench:web`, and the same budgets in
// tests/e2e/owner-weight.spec.ts. Here, what the build decides: which screens exist and are
// measured, what each screen loads statically (as served: the precompressed files), and which
// libraries stay out of a screen's first load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_BUDGET, OWNER_SCREENS, SIGN_IN_BUDGET } from './bench/owner-screens';
import { measureRoutes, ROUTES, readManifest, WEB_DIST } from './bench-web-lib.ts';

const SRC_WEB = path.resolve(import.meta.dirname, '..', 'src', 'web');
const MENU_ID = 'MENU';

describe('owner app weight (npm run bench:web)', () => {
  const weights = measureRoutes();

  it('loads every screen on demand: each route module is a chunk of its own', () => {
    const manifest = readManifest();
    for (const modules of Object.values(ROUTES)) {
      for (const module of modules) expect(manifest[module]?.isDynamicEntry, module).toBe(true);
    }
  });

  it('measures every screen of the router and of the sign-in side', () => {
    const router = readFileSync(path.join(SRC_WEB, 'router.tsx'), 'utf8');
    const children = [...router.matchAll(/path: '([^'*]+)'/g)].map((match) => match[1]);
    const dashboardPaths = ['/dashboard', ...children.filter((p) => p !== '/dashboard')].map((p) =>
      (p?.startsWith('/') ? p : `/dashboard/${p}`).replace(':menuId', MENU_ID),
    );
    const authScreens = readFileSync(path.join(SRC_WEB, 'auth-screens.tsx'), 'utf8');
    const signInPaths = [...authScreens.matchAll(/^ {2}'(\/[a-z-]+)':/gm)].map((m) => m[1]);
    const measured = OWNER_SCREENS.map((screen) => screen.path(MENU_ID).split('?')[0]);
    expect(dashboardPaths.length).toBeGreaterThan(8);
    expect(measured).toEqual(expect.arrayContaining([...dashboardPaths, ...signInPaths]));
  });

  it('holds /login to 90 KB and every other screen to 150 KB of JavaScript as served', () => {
    for (const screen of OWNER_SCREENS) {
      expect(screen.budget, screen.name).toBe((screen.name === '/login' ? 90 : 150) * 1024);
    }
  });

  const staticBudgets: [string, number][] = Object.keys(ROUTES).map((route) => [
    route,
    route === '/login' ? SIGN_IN_BUDGET : DASHBOARD_BUDGET,
  ]);
  it.each(staticBudgets)(
    '%s: what it loads statically, as served, stays within its budget',
    (route, budget) => {
      const weight = weights.find((row) => row.route === route);
      expect(weight?.brotli).toBeGreaterThan(0);
      expect(weight?.brotli).toBeLessThanOrEqual(budget);
    },
  );

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
    'dnd-kit': 'DndDescribedBy',
    'vaul (drawers)': 'data-vaul-drawer',
  };
  const librariesIn = (route: string) => {
    const files = weights.find((row) => row.route === route)?.files ?? [];
    const code = files.map((file) => readFileSync(path.join(WEB_DIST, file), 'utf8')).join('\n');
    return Object.entries(MARKERS)
      .filter(([, marker]) => code.includes(marker))
      .map(([library]) => library);
  };
  const allCode = () =>
    Object.values(readManifest())
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(WEB_DIST, file), 'utf8'))
      .join('\n');

  it('the markers find their libraries in the build', () => {
    const code = allCode();
    for (const [library, marker] of Object.entries(MARKERS)) {
      expect(code.includes(marker), library).toBe(true);
    }
  });

  it('the sign-in screen loads none of the libraries the dashboard needs, nor toasts', () => {
    expect(librariesIn('/login')).toEqual([]);
  });

  it('the dashboard loads no validation, form, toast or popper library before use', () => {
    expect(librariesIn('/dashboard')).toEqual(['react-router', 'TanStack Query']);
  });

  it('the editor shows the menu before its panel, drawers, validation and drag and drop', () => {
    expect(librariesIn('editor')).toEqual(['react-router', 'TanStack Query']);
  });

  it('settings, the orders board, availability and QR load no validation library at first', () => {
    for (const route of ['settings', 'orders', 'availability', 'qr']) {
      expect(librariesIn(route), route).not.toContain('zod');
    }
  });
});
