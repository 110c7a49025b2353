import { createBrowserRouter } from 'react-router';
import { DashboardShell } from './components/shell/dashboard-shell';
import { RequireSession } from './components/shell/require-session';
import { DashboardHomePage } from './routes/dashboard-home';
import { ForgotPasswordPage } from './routes/forgot-password';
import { LoginPage } from './routes/login';
import { MenuEditorPage } from './routes/menu-editor';
import { MenuPreviewPage } from './routes/menu-preview';
import { NotFoundPage } from './routes/not-found';
import { OrdersPage } from './routes/orders';
import { QrMenuPage } from './routes/qr-menu';
import { QrRestaurantPage } from './routes/qr-restaurant';
import { ResetPasswordPage } from './routes/reset-password';
import { SettingsPage } from './routes/settings';

export const router = createBrowserRouter([
  { path: '/', element: <LoginPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  {
    path: '/dashboard',
    element: (
      <RequireSession>
        <DashboardShell />
      </RequireSession>
    ),
    children: [
      { index: true, element: <DashboardHomePage /> },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'menu/new', element: <MenuEditorPage /> },
      { path: 'menu/:menuId/edit', element: <MenuEditorPage /> },
      { path: 'menu/:menuId/qr', element: <QrMenuPage /> },
      { path: 'menu/:menuId/view', element: <MenuPreviewPage /> },
      {
        path: 'menu/:menuId/translations',
        // Its own chunk: only Premium owners who translate load it.
        lazy: () =>
          import('./routes/menu-translations').then((module) => ({
            Component: module.MenuTranslationsPage,
          })),
      },
      { path: 'orders', element: <OrdersPage /> },
      { path: 'qr-code', element: <QrRestaurantPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
]);
