import { useQuery } from '@tanstack/react-query';
import { EyeOff } from 'lucide-react';
import { useParams } from 'react-router';
import { QrCodeCard } from '../components/qr/qr-code-card';
import {
  menuPublicUrl,
  qrAccountQuery,
  qrMenuQuery,
  qrMenusQuery,
} from '../components/qr/qr-queries';
import { QrTips } from '../components/qr/qr-tips';
import { useQrLoadError } from '../components/qr/use-qr-load-error';
import { BackToDashboardLink } from '../components/shell/back-to-dashboard-link';
import { PageHeader } from '../components/shell/page-header';
import { Alert, AlertDescription, AlertTitle } from '../components/ui/alert';
import { LoadingState } from '../components/ui/loading-state';
import { apiUrls } from '../lib/api';
import { useDocumentTitle } from '../lib/use-document-title';

const TITLE = 'QR Code pour votre menu';

/**
 * /dashboard/menu/{id}/qr: the code of one menu's own address `/r/{id}`. Only the owner's
 * menus load; another owner's id answers 404 → "Menu non trouvé" (spec part 2 §6, part 1 §8).
 */
export function QrMenuPage() {
  const { menuId = '' } = useParams();
  const accountQuery = useQuery({ ...qrAccountQuery, retry: false });
  const menuQuery = useQuery({ ...qrMenuQuery(menuId), retry: false });
  const menusQuery = useQuery(qrMenusQuery);
  useQrLoadError(menuQuery.error ?? accountQuery.error);
  const account = accountQuery.data;
  const menu = menuQuery.data;
  useDocumentTitle(menu ? `QR Code · ${menu.name.trim() || 'Menu sans nom'}` : 'QR Code');

  if (!account || !menu) {
    return (
      <div className="grid gap-6">
        <BackToDashboardLink />
        <PageHeader title={TITLE} />
        <LoadingState label="Chargement du menu..." />
      </div>
    );
  }

  const restaurantName = account.restaurant.name.trim() || 'Restaurant';
  const menuName = menu.name.trim() || 'Menu sans nom';
  // /r/{id} shows a menu to diners only when it is active or the owner's oldest (spec §4).
  const oldestId = menusQuery.data?.toSorted((a, b) => a.createdAt.localeCompare(b.createdAt))[0]
    ?.id;
  const isHiddenFromDiners = !menu.isActive && oldestId !== undefined && oldestId !== menu.id;

  return (
    <div className="grid gap-6">
      <BackToDashboardLink />
      <PageHeader title={TITLE} description={menuName} />
      {isHiddenFromDiners && (
        <Alert variant="warning">
          <EyeOff aria-hidden="true" />
          <AlertTitle>Ce menu est inactif</AlertTitle>
          <AlertDescription>
            Vos clients verront ce menu avec ce code seulement après l'avoir activé depuis votre
            tableau de bord.
          </AlertDescription>
        </Alert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <QrCodeCard
          target={{
            url: menuPublicUrl(account, menu.id),
            pngUrl: apiUrls.menuQr(menu.id, 'png'),
            svgUrl: apiUrls.menuQr(menu.id, 'svg'),
            restaurantName,
            shareTitle: `${restaurantName} — ${menuName}`,
            hasMenu: true,
          }}
          description={`Vos clients le scannent pour voir « ${menuName} ».`}
          linkHint="Ce lien mène toujours à ce menu, même après vos modifications."
        />
        <QrTips />
      </div>
    </div>
  );
}
