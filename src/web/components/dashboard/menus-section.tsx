import { useRef } from 'react';
import type { MenuView } from '../../../domain/menu/menu-view';
import { pickServedMenu } from '../../../domain/menu/served-menu';
import { type Account, ApiError } from '../../lib/api';
import { describeOwnerState, useAccount, useMenus } from './dashboard-queries';
import { MenuCard } from './menu-card';
import { FreePlanMenusNotice, ServedMenuNotice } from './menu-notices';
import { MenusEmptyState, MenusError, MenusLoading, SignedOutNotice } from './menus-states';

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
  // The list comes oldest first (the server's order), like the public pages' choice.
  const served = canChooseActiveMenu && !hasActiveMenu ? pickServedMenu(menus) : undefined;
  return (
    <>
      {account?.plan === 'free' && menus.length > 1 && <FreePlanMenusNotice />}
      {served && <ServedMenuNotice menuName={served.name.trim() || 'Menu sans nom'} />}
      <ul className="grid gap-4 md:grid-cols-2">
        {menus.map((menu) => (
          <li key={menu.id} className="grid">
            <MenuCard
              menu={menu}
              plan={account?.plan}
              canChooseActiveMenu={canChooseActiveMenu}
              canDuplicate={account?.entitlements.maxMenus === null}
              onDeleted={onDeleted}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
