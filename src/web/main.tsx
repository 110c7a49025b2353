import './lib/zod-jitless';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { AUTH_SCREENS } from './auth-screens';
import { usePathname } from './lib/plain-router';
import { Toaster } from './lib/toast';
import './styles.css';

/** Everything past sign-in: TanStack Query, react-router and the dashboard's screens. */
const OwnerApp = lazy(() => import('./owner-app'));

/**
 * Two sides: the sign-in and password screens, light (no react-router, TanStack Query or form
 * library: `npm run bench:web`), and the dashboard. The path picks one; each side's navigation
 * to the other lands here again.
 */
function App() {
  const AuthScreen = AUTH_SCREENS[usePathname()];
  return (
    <>
      <Suspense fallback={null}>{AuthScreen ? <AuthScreen /> : <OwnerApp />}</Suspense>
      <Toaster />
    </>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
