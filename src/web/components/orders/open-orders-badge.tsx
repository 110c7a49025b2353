import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useLiveOrders } from './use-live-orders';

/**
 * The red count on "Commandes" (spec part 2 §2): orders pending or in preparation, live on
 * every dashboard page for owners who take orders.
 */
export function OpenOrdersBadge() {
  const account = useQuery({ queryKey: queryKeys.account, queryFn: api.account });
  const isEnabled = account.data?.restaurant.canTakeOrders ?? false;
  const counts = useQuery({
    queryKey: queryKeys.orderCounts,
    queryFn: api.orderCounts,
    enabled: isEnabled,
  });
  useLiveOrders({ isEnabled });
  const open = (counts.data?.pending ?? 0) + (counts.data?.preparing ?? 0);
  if (!isEnabled || open === 0) return null;
  return (
    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-bold text-destructive-foreground tabular-nums">
      {open}
      <span className="sr-only"> {open === 1 ? 'commande ouverte' : 'commandes ouvertes'}</span>
    </span>
  );
}
