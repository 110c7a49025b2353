import { DashboardActions } from '../components/dashboard/dashboard-actions';
import { useAccount } from '../components/dashboard/dashboard-queries';
import { MenusSection } from '../components/dashboard/menus-section';
import { PremiumCard, PremiumModeNotice } from '../components/dashboard/premium-card';
import { QrStandCard } from '../components/dashboard/qr-stand-card';
import { PageHeader } from '../components/shell/page-header';
import { Skeleton } from '../components/ui/skeleton';
import { useSession } from '../lib/session';
import { useDocumentTitle } from '../lib/use-document-title';

/** /dashboard: welcome, actions, "Mes menus", the Premium and QR stand cards (spec §1, §2). */
export function DashboardHomePage() {
  useDocumentTitle('Mes menus');
  const { data: session } = useSession();
  const { data: account, isPending: isAccountPending } = useAccount();
  const restaurantName = session?.restaurant.name.trim() || 'Restaurateur';

  return (
    <div className="grid gap-8">
      <PageHeader
        title={`Bienvenue, ${restaurantName}`}
        description="Gérez vos menus digitaux et vos QR codes"
        actions={<DashboardActions />}
      />
      <MenusSection />
      <div className="grid items-start gap-6 md:grid-cols-2">
        {isAccountPending && <Skeleton className="h-96 w-full rounded-lg" />}
        {account && !account.entitlements?.showsUpgradeOffer && <PremiumModeNotice />}
        {account?.entitlements?.showsUpgradeOffer && <PremiumCard />}
        <QrStandCard />
      </div>
    </div>
  );
}
