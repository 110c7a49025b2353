import { createBrowserRouter } from 'react-router';
import { DashboardShell } from './components/shell/dashboard-shell';
import { RequireSession } from './components/shell/require-session';
import { DashboardHomePage } from './routes/dashboard-home';
import { ForgotPasswordPage } from './routes/forgot-password';
import { LoginPage } from './routes/login';
import { NotFoundPage } from './routes/not-found';
import { PlaceholderPage } from './routes/placeholder';
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
      { path: 'menu/new', element: <PlaceholderPage title="Créer un menu" /> },
      { path: 'menu/:menuId/edit', element: <PlaceholderPage title="Modifier le menu" /> },
      { path: 'menu/:menuId/qr', element: <PlaceholderPage title="QR Code pour votre menu" /> },
      { path: 'menu/:menuId/view', element: <PlaceholderPage title="Aperçu du menu" /> },
      { path: 'orders', element: <PlaceholderPage title="Commandes" /> },
      { path: 'qr-code', element: <PlaceholderPage title="QR Code pour votre restaurant" /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
]);
