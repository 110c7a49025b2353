import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../ui/button';

/** Unknown, foreign or unreachable menu (spec §2). */
export function LoadError({ onRetry, isRetrying }: { onRetry?: () => void; isRetrying?: boolean }) {
  return (
    <div
      role="alert"
      className="mx-auto grid max-w-md justify-items-center gap-4 rounded-lg border border-border bg-card px-6 py-10 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-8 text-destructive" />
      <p className="font-medium">Erreur : Impossible de charger les données du menu</p>
      <div className="flex flex-wrap justify-center gap-2">
        {onRetry && (
          <Button variant="outline" isLoading={isRetrying} onClick={onRetry}>
            Réessayer
          </Button>
        )}
        <Link to="/dashboard" className={buttonVariants()}>
          Retour au tableau de bord
        </Link>
      </div>
    </div>
  );
}
