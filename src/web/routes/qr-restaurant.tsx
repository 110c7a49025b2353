import { useQuery } from '@tanstack/react-query';
import { isChosen } from '../components/dashboard/dashboard-queries';
import { NoMenuNotice } from '../components/qr/no-menu-notice';
import { PrintKitCard } from '../components/qr/print-kit-card';
import { QrCodeCard } from '../components/qr/qr-code-card';
import { qrAccountQuery, qrMenusQuery } from '../components/qr/qr-queries';
import { QrTips } from '../components/qr/qr-tips';
import { TablesSection } from '../components/qr/tables/tables-section';
import { useQrLoadError } from '../components/qr/use-qr-load-error';
import { restaurantQuery } from '../components/settings/restaurant-queries';
import { PageHeader } from '../components/shell/page-header';
import { LoadingState } from '../components/ui/loading-state';
import { apiUrls } from '../lib/api';
import { useDocumentTitle } from '../lib/use-document-title';

const TITLE = 'QR Code pour votre restaurant';

/**
 * /dashboard/qr-code: the code of the owner's permanent address, which always shows the active
 * menu (spec part 1 §2 "QR pages"), the per-table codes and the printable kit.
 */
export function QrRestaurantPage() {
  useDocumentTitle('QR Code');
  const accountQuery = useQuery({ ...qrAccountQuery, retry: false });
  const menusQuery = useQuery({ ...qrMenusQuery, retry: false });
  // "Partager" sends the readable address; the code itself keeps /u/{ownerId} (issue 15 §6).
  const { data: restaurant } = useQuery(restaurantQuery);
  useQrLoadError(accountQuery.error ?? menusQuery.error);
  const account = accountQuery.data;
  const menus = menusQuery.data;

  if (!account || !menus) {
    return (
      <div className="grid gap-6">
        <PageHeader title={TITLE} />
        <LoadingState label="Chargement du QR code…" />
      </div>
    );
  }

  const canChooseActiveMenu = account.entitlements?.canChooseActiveMenu ?? false;
  // Free owners: their only menu is the one the code shows. Premium: the active one or a menu
  // with hours (docs/menu-schedules.md), if any.
  const hasMenu = canChooseActiveMenu
    ? menus.some((menu) => isChosen(account, menu))
    : menus.length > 0;
  const restaurantName = account.restaurant.name.trim() || 'Restaurant';

  return (
    <div className="grid gap-6">
      <PageHeader
        title={TITLE}
        description="Un seul code pour toutes vos tables : il affiche toujours votre menu actif."
      />
      {!hasMenu && <NoMenuNotice canChooseActiveMenu={canChooseActiveMenu} />}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <QrCodeCard
          target={{
            url: account.publicMenuUrl ?? '',
            shareUrl: restaurant?.publicUrl,
            pngUrl: apiUrls.activeQr('png'),
            svgUrl: apiUrls.activeQr('svg'),
            restaurantName,
            shareTitle: `${restaurantName} — notre menu`,
            hasMenu,
          }}
          description="Vos clients le scannent pour voir votre menu actif."
          linkHint="Ce lien mène toujours à votre menu actif : le lien ne change jamais."
        />
        <div className="grid gap-6">
          <QrTips />
          <PrintKitCard />
        </div>
      </div>
      <TablesSection restaurantName={restaurantName} />
    </div>
  );
}
