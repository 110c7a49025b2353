import { useQuery } from '@tanstack/react-query';
import { EyeOff, Pencil } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { menuQueryOptions } from '../components/dashboard/dashboard-queries';
import { MenuPreview } from '../components/dashboard/preview/menu-preview';
import { BackToDashboardLink } from '../components/shell/back-to-dashboard-link';
import { PageHeader } from '../components/shell/page-header';
import { Alert, AlertDescription, AlertTitle } from '../components/ui/alert';
import { Button, buttonVariants } from '../components/ui/button';
import { LoadingState } from '../components/ui/loading-state';
import { ApiError } from '../lib/api';
import { useDocumentTitle } from '../lib/use-document-title';

/** /dashboard/menu/{id}/view: the owner sees the menu as diners will, even when inactive. */
export function MenuPreviewPage() {
  const { menuId = '' } = useParams();
  const menuQuery = useQuery({ ...menuQueryOptions(menuId), retry: false });
  const menu = menuQuery.data;
  useDocumentTitle(menu ? `Aperçu · ${menu.name.trim() || 'Menu sans nom'}` : 'Aperçu du menu');

  if (menuQuery.isPending) return <LoadingState label="Chargement du menu..." />;
  if (!menu) {
    const isMissing = menuQuery.error instanceof ApiError && menuQuery.error.status === 404;
    return (
      <div className="grid gap-6">
        <BackToDashboardLink />
        <Alert variant="destructive" role="alert">
          <AlertTitle>
            {isMissing ? 'Menu non trouvé' : 'Erreur lors du chargement du menu'}
          </AlertTitle>
          <AlertDescription className="grid gap-3">
            <p>
              {isMissing ? "Ce menu n'existe pas ou a été supprimé." : menuQuery.error?.message}
            </p>
            {!isMissing && (
              <Button
                variant="outline"
                className="justify-self-start"
                onClick={() => menuQuery.refetch()}
              >
                Réessayer
              </Button>
            )}
          </AlertDescription>
        </Alert>
      </div>
    );
  }

  const displayName = menu.name.trim() || 'Menu sans nom';
  return (
    <div className="grid gap-6">
      <BackToDashboardLink />
      <PageHeader
        title="Aperçu du menu"
        description={`${displayName} — tel que vos clients le verront`}
        actions={
          menu.isEditable && (
            <Link
              to={`/dashboard/menu/${encodeURIComponent(menu.id)}/edit`}
              className={buttonVariants({ variant: 'outline' })}
            >
              <Pencil aria-hidden="true" className="size-4" />
              Modifier
            </Link>
          )
        }
      />
      {!menu.isActive && (
        <Alert variant="warning">
          <EyeOff aria-hidden="true" />
          <AlertTitle>Ce menu est inactif</AlertTitle>
          <AlertDescription>
            Vos clients ne le voient pas : seul vous pouvez le prévisualiser.
          </AlertDescription>
        </Alert>
      )}
      <MenuPreview menu={menu} displayName={displayName} />
    </div>
  );
}
