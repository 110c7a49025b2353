import { CirclePlus, RotateCw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { Button, buttonVariants } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import { Spinner } from '../ui/spinner';

/** The announced loading line over two card-shaped placeholders. */
export function MenusLoading() {
  return (
    <div role="status" aria-live="polite" className="grid gap-4">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        Chargement des menus...
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {[0, 1].map((key) => (
          <div key={key} className="grid gap-3 rounded-lg border border-border bg-card p-5">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="mt-2 h-11 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function MenusError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Alert variant="destructive" role="alert">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>Erreur lors du chargement des menus</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>Vérifiez votre connexion, puis réessayez.</p>
        <Button
          variant="outline"
          className="justify-self-start"
          isLoading={isRetrying}
          onClick={onRetry}
        >
          {!isRetrying && <RotateCw aria-hidden="true" className="size-4" />}
          Réessayer
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** The session ended while the dashboard was open (the guard redirects on the next check). */
export function SignedOutNotice() {
  return (
    <Alert role="alert">
      <AlertTitle>Connectez-vous pour voir vos menus</AlertTitle>
      <AlertDescription>
        <Link to="/login" className={cn(buttonVariants({ variant: 'link' }), 'min-h-11')}>
          Se connecter
        </Link>
      </AlertDescription>
    </Alert>
  );
}

export function MenusEmptyState() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border-2 border-dashed border-border bg-card px-6 py-12 text-center">
      <p className="text-muted-foreground">Vous n'avez pas encore créé de menu</p>
      <Link to="/dashboard/menu/new" className={buttonVariants({ variant: 'accent' })}>
        <CirclePlus aria-hidden="true" className="size-4" />
        Créer mon premier menu
      </Link>
      <Link to="/dashboard/import" className={buttonVariants({ variant: 'outline' })}>
        Importer une carte existante
      </Link>
    </div>
  );
}
