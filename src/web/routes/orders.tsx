import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { boardTitle, waitingCount } from '../components/orders/board-model';
import { OrderingSwitch } from '../components/orders/ordering-switch';
import { OrdersBoard } from '../components/orders/orders-board';
import { ordersQueryOptions } from '../components/orders/orders-query';
import { PageHeader } from '../components/shell/page-header';
import { OpenTabs } from '../components/tabs/open-tabs';
import { ConnectTabletButton } from '../components/team/connect-tablet-button';
import { buttonVariants } from '../components/ui/button';
import { LoadingState } from '../components/ui/loading-state';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';
import { useCan } from '../lib/session';
import { useDocumentTitle } from '../lib/use-document-title';

/** /dashboard/orders: Premium owners follow and move their diners' orders here. */
export function OrdersPage() {
  const account = useQuery({ queryKey: queryKeys.account, queryFn: api.account });
  const canTakeOrders = account.data?.restaurant.canTakeOrders ?? false;
  // "(3) Commandes · Ardoise": the waiting orders, read from the browser's tab strip.
  const orders = useQuery({ ...ordersQueryOptions, enabled: canTakeOrders });
  useDocumentTitle(boardTitle(waitingCount(orders.data ?? [])));
  const canManageTeam = useCan('team.manage');
  const canChangeSettings = useCan('restaurant.write');
  const canManageTabs = useCan('tabs.manage');

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Commandes"
        description="Les commandes passées depuis vos tables."
        actions={
          <div className="flex flex-wrap gap-2">
            {/* Tonight's "Épuisé" marks: every role has them, and the board is where staff are. */}
            <Link to="/dashboard/availability" className={buttonVariants({ variant: 'outline' })}>
              Disponibilités du jour
            </Link>
            {canTakeOrders && canManageTeam && <ConnectTabletButton />}
          </div>
        }
      />
      {account.isPending && <LoadingState />}
      {account.data && !canTakeOrders && (
        <p className="rounded-lg border border-dashed border-border bg-card px-6 py-8 text-center">
          La prise de commande depuis les tables fait partie de l’offre Premium.
        </p>
      )}
      {canTakeOrders && (
        <>
          {canChangeSettings && <OrderingSwitch />}
          <OrdersBoard />
          {canManageTabs && <OpenTabs />}
        </>
      )}
    </div>
  );
}
