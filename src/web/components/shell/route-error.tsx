import { useRouteError } from 'react-router';

/**
 * What a screen shows when it could not be loaded or broke: in French, with a way out, instead
 * of the router's English developer page. A screen's code arrives with its first visit (each is
 * its own chunk): on a phone whose connection dropped, loading it fails, and "Réessayer" loads
 * the page again once the network is back.
 */
export function RouteError() {
  return <RouteErrorContent />;
}

/** The same, for an error that took the shell (and its <main>) with it. */
export function ShellError() {
  return (
    <main className="p-6">
      <RouteErrorContent />
    </main>
  );
}

function RouteErrorContent() {
  const error = useRouteError();
  const isOffline = typeof navigator !== 'undefined' && !navigator.onLine;
  const isLoadFailure =
    error instanceof TypeError && /import|fetch|load/i.test(String(error.message));
  return (
    <div className="mx-auto grid max-w-md justify-items-start gap-3">
      <h1 className="text-xl font-semibold">
        {isOffline || isLoadFailure
          ? 'Cette page n’a pas pu être chargée'
          : 'Une erreur inattendue est survenue'}
      </h1>
      <p role="alert" className="text-sm text-muted-foreground">
        {isOffline || isLoadFailure
          ? 'Vérifiez votre connexion, puis réessayez. Vos menus enregistrés ne sont pas touchés.'
          : 'Rechargez la page. Si le problème continue, écrivez-nous : rien de ce qui était enregistré n’est perdu.'}
      </p>
      <button
        type="button"
        className="inline-flex h-11 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground"
        onClick={() => window.location.reload()}
      >
        Réessayer
      </button>
    </div>
  );
}
