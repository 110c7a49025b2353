import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/**
 * Every order of the owner, newest first: the board's list and its tab title's count. Apart
 * from use-live-orders, which the header's badge brings into every dashboard page.
 */
export const ordersQueryOptions = queryOptions({
  queryKey: queryKeys.orders,
  queryFn: () => api.listOrders(),
});
