import { createBrowserRouter } from 'react-router';
import { AUTH_SCREENS } from './auth-screens';
import { RouteError, ShellError } from './components/shell/route-error';

// The dashboard's routes, with react-router's data router (the editor's leave guard needs
// `useBlocker`). Every screen is its own chunk, loaded with its first visit: the dashboard does
// not download the editor, the QR pages or the orders board.
// `npm run bench:web` prints what each route costs (scripts/bench-web-lib.ts lists the chunks).
/** The editor route and the editor itself (its own lazy chunk) load together, not in turn. */
const loadEditor = async () => {
  const [page] = await Promise.all([
    import('./routes/menu-editor'),
    import('./components/editor/menu-editor-loader'),
  ]);
  return { Component: page.MenuEditorPage };
};

/**
 * The sign-in and password screens are not react-router's: main.tsx renders them without it
 * (AUTH_SCREENS). Here they render nothing, for the moment between this router reaching one of
 * them (a redirect to /login) and main.tsx swapping the dashboard for the screen.
 */
const Nothing = () => null;
const authPaths = Object.keys(AUTH_SCREENS).map((path) => ({ path, Component: Nothing }));

export const router = createBrowserRouter([
  ...authPaths,
  {
    path: '/dashboard',
    lazy: () =>
      import('./components/shell/dashboard-shell').then((m) => ({
        Component: m.GuardedDashboardShell,
      })),
    // A screen that cannot load (its chunk on a dropped connection) says so in French, inside
    // the shell (the pathless route below); one that takes the shell with it, in its place.
    ErrorBoundary: ShellError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: () =>
              import('./routes/dashboard-home').then((m) => ({ Component: m.DashboardHomePage })),
          },
          {
            path: 'settings',
            lazy: () => import('./routes/settings').then((m) => ({ Component: m.SettingsPage })),
          },
          {
            path: 'settings/team',
            lazy: () => import('./routes/team').then((m) => ({ Component: m.TeamPage })),
          },
          { path: 'menu/new', lazy: loadEditor },
          {
            // "Importer une carte" (issue 25), its own chunk: /dashboard/import, then the job's
            // address /dashboard/import/{id} (the splat).
            path: 'import/*',
            lazy: () =>
              import('./routes/menu-import').then((m) => ({ Component: m.MenuImportPage })),
          },
          { path: 'menu/:menuId/edit', lazy: loadEditor },
          {
            path: 'menu/:menuId/qr',
            lazy: () => import('./routes/qr-menu').then((m) => ({ Component: m.QrMenuPage })),
          },
          {
            path: 'menu/:menuId/view',
            lazy: () =>
              import('./routes/menu-preview').then((m) => ({ Component: m.MenuPreviewPage })),
          },
          {
            path: 'menu/:menuId/translations',
            // Its own chunk: only Premium owners who translate load it.
            lazy: () =>
              import('./routes/menu-translations').then((module) => ({
                Component: module.MenuTranslationsPage,
              })),
          },
          {
            path: 'menu/:menuId/allergens',
            lazy: () =>
              import('./routes/allergen-table').then((m) => ({ Component: m.AllergenTablePage })),
          },
          {
            path: 'orders',
            lazy: () => import('./routes/orders').then((m) => ({ Component: m.OrdersPage })),
          },
          {
            path: 'reports',
            lazy: () => import('./routes/reports').then((m) => ({ Component: m.ReportsPage })),
          },
          {
            path: 'stats',
            // Its own chunk, its charts with it: no other screen loads them.
            lazy: () => import('./routes/stats').then((m) => ({ Component: m.StatsPage })),
          },
          {
            path: 'availability',
            lazy: () =>
              import('./routes/availability').then((m) => ({ Component: m.AvailabilityPage })),
          },
          {
            path: 'promotions',
            lazy: () =>
              import('./routes/promotions').then((m) => ({ Component: m.PromotionsPage })),
          },
          {
            path: 'qr-code',
            lazy: () =>
              import('./routes/qr-restaurant').then((m) => ({ Component: m.QrRestaurantPage })),
          },
        ],
      },
    ],
  },
  {
    path: '*',
    lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundPage })),
  },
]);
