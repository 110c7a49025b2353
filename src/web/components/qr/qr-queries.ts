import { queryOptions } from '@tanstack/react-query';
import { type Account, api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/**
 * The QR pages' reads. Same keys and fetchers as the dashboard's, so a menu change anywhere
 * (notifyMenusChanged) refreshes these too. No retry: §8 sends the owner back to the dashboard
 * on a failed load, and retrying a 404 only delays that.
 */
export const qrAccountQuery = queryOptions({
  queryKey: queryKeys.account,
  queryFn: api.account,
});

export const qrMenusQuery = queryOptions({ queryKey: queryKeys.menus, queryFn: api.listMenus });

export const qrMenuQuery = (menuId: string) =>
  queryOptions({ queryKey: queryKeys.menu(menuId), queryFn: () => api.getMenu(menuId) });

export const tablesQuery = queryOptions({ queryKey: queryKeys.tables, queryFn: api.listTables });

/** PUBLIC_URL, read back from the permanent address `PUBLIC_URL/u/{ownerId}`. */
export function publicBaseUrl(account: Account): string {
  return (account.publicMenuUrl ?? '').replace(/\/u\/[^/]+$/, '');
}

/** The address a menu's own code carries: `PUBLIC_URL/r/{menuId}`. */
export function menuPublicUrl(account: Account, menuId: string): string {
  return `${publicBaseUrl(account)}/r/${encodeURIComponent(menuId)}`;
}
