import { Link } from 'react-router';
import { buttonVariants } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';

/** Client-side 404 for unknown paths inside the SPA (e.g. /dashboard/nope). */
export function NotFoundPage() {
  useDocumentTitle('Page non trouvée');
  return (
    <main className="grid min-h-screen place-items-center p-8 text-center">
      <div>
        <h1 className="mb-4 text-3xl font-bold">404 Page non trouvée</h1>
        <p className="mb-6 text-muted-foreground">
          La page que vous cherchez n’existe pas ou a été déplacée.
        </p>
        <Link to="/" className={buttonVariants()}>
          Retour à l'accueil
        </Link>
      </div>
    </main>
  );
}
