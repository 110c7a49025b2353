import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { Button, buttonVariants } from '../ui/button';
import { LoadingState } from '../ui/loading-state';
import { ORDERS_PATH, permissionForScreen } from './nav-items';

/**
 * Route guard for /dashboard/**: renders its children only for a signed-in owner, a loading
 * line while the session is checked (no flash of dashboard content), /login otherwise.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { data: session, isPending, isError, refetch, isRefetching } = useSession();
  const { pathname } = useLocation();

  if (isPending) return <LoadingState label="Chargement de votre espace…" className="min-h-dvh" />;
  if (session) {
    if (session.permissions.includes(permissionForScreen(pathname))) return children;
    // A kitchen tablet or a waiter lands on the board rather than on a refusal.
    if (pathname === '/dashboard' && session.permissions.includes('orders.board')) {
      return <Navigate to={ORDERS_PATH} replace />;
    }
    return (
      <div role="alert" className="grid min-h-[50dvh] place-content-center gap-4 p-6 text-center">
        <p>Votre rôle ne donne pas accès à cette page.</p>
        <Link to={ORDERS_PATH} className={buttonVariants({ variant: 'outline' })}>
          Aller aux commandes
        </Link>
      </div>
    );
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
  return <Navigate to="/login" replace />;
}
