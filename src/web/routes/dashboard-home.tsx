import { MenusSection } from '../components/dashboard/menus-section';
import { PageHeader } from '../components/shell/page-header';
import { useSession } from '../lib/session';

/** /dashboard: the welcome line and the owner's menus (spec §1 and §2). */
export function DashboardHomePage() {
  const { data: session } = useSession();
  const restaurantName = session?.user.restaurantName?.trim() || 'Restaurateur';
  return (
    <div className="grid gap-8">
      <PageHeader
        title={`Bienvenue, ${restaurantName}`}
        description="Gérez vos menus digitaux et vos QR codes"
      />
      <MenusSection />
    </div>
  );
}
