import { createBrowserRouter } from 'react-router';
import { LoginPage } from './routes/login';
import { NotFoundPage } from './routes/not-found';
import { PlaceholderPage } from './routes/placeholder';

export const router = createBrowserRouter([
  { path: '/', element: <LoginPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/forgot-password', element: <PlaceholderPage title="Mot de passe oublié" /> },
  { path: '/reset-password', element: <PlaceholderPage title="Nouveau mot de passe" /> },
  { path: '/dashboard/*', element: <PlaceholderPage title="Tableau de bord" /> },
  { path: '*', element: <NotFoundPage /> },
]);
