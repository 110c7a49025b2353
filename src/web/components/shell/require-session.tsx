import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { wasDevice } from '../../lib/auth-client';
import { useSession } from '../../lib/session';
import { Button } from '../ui/button';
import { LoadingState } from '../ui/loading-state';
import { ORDERS_PATH, permissionForScreen } from './nav-items';

/**
 * Route guard for /dashboard/**: renders its children only for a signed-in member whose role
 * uses the screen (the orders board otherwise), a loading line while the session is checked (no
 * flash of dashboard content), /login otherwise (/tablette for a tablet).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { data: session, isPending, isError, refetch, isRefetching } = useSession();
  const { pathname } = useLocation();

  if (isPending) return <LoadingState label="Chargement de votre espace…" className="min-h-dvh" />;
  if (session) {
    if (session.permissions.includes(permissionForScreen(pathname))) return children;
    // A screen the role does not use (a kitchen tablet at /dashboard): the orders board,
    // which every role has.
    return <Navigate to={ORDERS_PATH} replace />;
  }
  if (isError) {
    return (
      <div role="alert" className="grid min-h-dvh place-content-center gap-4 p-6 text-center">
        <p>Impossible de vérifier votre session. Vérifiez votre connexion.</p>
        <Button variant="outline" isLoading={isRefetching} onClick={() => refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  // A paired tablet whose pairing ended goes back to its code screen, not to a sign-in form.
  return <Navigate to={wasDevice() ? '/tablette?fin=1' : '/login'} replace />;
}
