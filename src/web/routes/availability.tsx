import { useQuery } from '@tanstack/react-query';
import { AvailabilityList } from '../components/availability/availability-list';
import { menuQueryOptions, useMenus } from '../components/dashboard/dashboard-queries';
import { useServedMenu } from '../components/dashboard/scheduled-menu-notice';
import { BackToDashboardLink } from '../components/shell/back-to-dashboard-link';
import { NoMenuYet } from '../components/shell/no-menu-yet';
import { PageHeader } from '../components/shell/page-header';
import { LoadingState } from '../components/ui/loading-state';
import { useDocumentTitle } from '../lib/use-document-title';

const TITLE = 'Disponibilités du jour';

/**
 * /dashboard/availability: one tap from the dashboard on a phone, mark tonight's sold-out
 * dishes of the menu diners see now (a scheduled one in its hours, else the active one, else the
 * oldest: GET /api/v1/menus/served). No editor, no If-Match.
 */
export function AvailabilityPage() {
  useDocumentTitle(TITLE);
  const { data: menus, isError: isMenusError } = useMenus();
  // The server's answer (menu schedules included, docs/menu-schedules.md), kept up to date.
  const servedQuery = useServedMenu(Boolean(menus?.length));
  const served = menus?.find((menu) => menu.id === servedQuery.data?.menuId);
  const { data: menu, isError: isMenuError } = useQuery({
    ...menuQueryOptions(served?.id ?? ''),
    enabled: Boolean(served),
  });

  return (
    <div className="grid max-w-2xl gap-6">
      <BackToDashboardLink />
      <PageHeader
        title={TITLE}
        description={
          menu
            ? `« ${menu.name} » : touchez un plat épuisé, vos clients le voient aussitôt.`
            : undefined
        }
      />
      {isMenusError || isMenuError || servedQuery.isError ? (
        <p role="alert">Le menu n’a pas pu être chargé. Rechargez la page.</p>
      ) : menus?.length === 0 ? (
        <NoMenuYet />
      ) : menu ? (
        <AvailabilityList menuId={menu.id} document={menu.document} />
      ) : (
        <LoadingState label="Chargement du menu…" />
      )}
    </div>
  );
}
