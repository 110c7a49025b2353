import { useRef } from 'react';
import type { MenuView } from '../../../domain/menu/menu-view';
import { type Account, ApiError } from '../../lib/api';
import { describeOwnerState, useAccount, useMenus } from './dashboard-queries';
import { MenuCard } from './menu-card';
import { FreePlanMenusNotice, ServedMenuNotice } from './menu-notices';
import { useWeekViews } from './menu-views';
import { MenusEmptyState, MenusError, MenusLoading, SignedOutNotice } from './menus-states';
import { ScheduledMenuNotice, useServedMenu } from './scheduled-menu-notice';

/** "Mes menus" (spec §2): the owner's menus as cards, or the loading, error and empty states. */
export function MenusSection() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const menusQuery = useMenus();
  const { data: account } = useAccount();

  function renderBody() {
    if (menusQuery.isPending) return <MenusLoading />;
    if (menusQuery.isError) {
      const isSignedOut = menusQuery.error instanceof ApiError && menusQuery.error.status === 401;
      if (isSignedOut) return <SignedOutNotice />;
      return <MenusError onRetry={() => menusQuery.refetch()} isRetrying={menusQuery.isFetching} />;
    }
    if (menusQuery.data.length === 0) return <MenusEmptyState />;
    // A deleted card takes its focused button with it: continue from the section's heading.
    const onDeleted = () => headingRef.current?.focus();
    return <MenuGrid menus={menusQuery.data} account={account} onDeleted={onDeleted} />;
  }

  return (
    <section aria-labelledby="mes-menus-title" className="grid gap-4">
      <h2
        id="mes-menus-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold outline-none"
      >
        Mes menus
      </h2>
      {renderBody()}
    </section>
  );
}

function MenuGrid({
  menus,
  account,
  onDeleted,
}: {
  menus: MenuView[];
  account: Account | undefined;
  onDeleted: () => void;
}) {
  const { canChooseActiveMenu, hasActiveMenu } = describeOwnerState(account, menus);
  const canScheduleMenus = account?.entitlements?.canScheduleMenus ?? false;
  const hasSchedules = canScheduleMenus && menus.some((menu) => menu.schedule.length > 0);
  // The server says which menu the QR code serves (the diner pages' own rule, with its clock):
  // asked when no menu is active, or when schedules switch menus by themselves.
  const needsServed = canChooseActiveMenu && (!hasActiveMenu || hasSchedules);
  const servedQuery = useServedMenu(needsServed);
  const served = needsServed ? servedQuery.data : undefined;
  const weekViews = useWeekViews();
  const fallback = !hasSchedules && menus.find((menu) => menu.id === served?.menuId);
  return (
    <>
      {account && !account.entitlements?.canEditEveryMenu && menus.length > 1 && (
        <FreePlanMenusNotice />
      )}
      {fallback && <ServedMenuNotice menuName={fallback.name.trim() || 'Menu sans nom'} />}
      {hasSchedules && served && <ScheduledMenuNotice served={served} menus={menus} />}
      <ul className="grid gap-4 md:grid-cols-2">
        {menus.map((menu) => (
          <li key={menu.id} className="grid">
            <MenuCard
              menu={menu}
              isActiveByDefault={account ? !account.entitlements?.canChooseActiveMenu : false}
              canChooseActiveMenu={canChooseActiveMenu}
              canDuplicate={account?.entitlements?.maxMenus === null}
              canScheduleMenus={canScheduleMenus}
              isServedNow={served?.menuId === menu.id}
              weekViews={weekViews?.(menu.id)}
              onDeleted={onDeleted}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
