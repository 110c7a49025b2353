import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../lib/session';
import { Button } from '../ui/button';
import { LoadingState } from '../ui/loading-state';

/**
 * Route guard for /dashboard/**: renders its children only for a signed-in owner, a loading
 * line while the session is checked (no flash of dashboard content), /login otherwise.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { data: session, isPending, isError, refetch, isRefetching } = useSession();

  if (isPending) return <LoadingState label="Chargement de votre espace…" className="min-h-dvh" />;
  if (session) return children;
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
