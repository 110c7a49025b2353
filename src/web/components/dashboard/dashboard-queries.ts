import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuView } from '../../../domain/menu/menu-view';
import { type Account, api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/**
 * The dashboard's reads, keyed through queryKeys so that notifyMenusChanged (this tab) and
 * listenToMenuChanges (other tabs) refresh them.
 */
export const menusQueryOptions = queryOptions({
  queryKey: queryKeys.menus,
  queryFn: api.listMenus,
});

export const accountQueryOptions = queryOptions({
  queryKey: queryKeys.account,
  queryFn: api.account,
});

export const menuQueryOptions = (menuId: string) =>
  queryOptions({ queryKey: queryKeys.menu(menuId), queryFn: () => api.getMenu(menuId) });

export function useMenus() {
  return useQuery(menusQueryOptions);
}

export function useAccount() {
  return useQuery(accountQueryOptions);
}

/** What the dashboard needs to decide, derived once from the two queries. */
export function describeOwnerState(account: Account | undefined, menus: MenuView[] | undefined) {
  const maxMenus = account?.entitlements?.maxMenus ?? null;
  return {
    canChooseActiveMenu: account?.entitlements?.canChooseActiveMenu ?? false,
    /** Known only once both queries answered; the server refuses anyway. */
    hasReachedMenuLimit: maxMenus !== null && menus !== undefined && menus.length >= maxMenus,
    hasActiveMenu: menus?.some((menu) => menu.isActive) ?? false,
    /** An active menu, or (Premium) a menu with hours: the QR code has a chosen menu to show. */
    hasChosenMenu: menus?.some((menu) => isChosen(account, menu)) ?? false,
  };
}

/** Active, or scheduled on a plan that applies schedules (docs/menu-schedules.md). */
export function isChosen(account: Account | undefined, menu: MenuView): boolean {
  return (
    menu.isActive || (Boolean(account?.entitlements?.canScheduleMenus) && menu.schedule.length > 0)
  );
}
