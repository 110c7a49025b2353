import { LogOut, Settings } from 'lucide-react';
import { NavLink } from 'react-router';
import { useHeaderRestaurantName } from '../../lib/session';
import { useMediaQuery } from '../../lib/use-media-query';
import { OpenOrdersBadge } from '../orders/open-orders-badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { Spinner } from '../ui/spinner';
import { AccountButton } from './account-button';
import { ORDERS_PATH } from './nav-items';
import { useNavItems } from './use-nav-items';
import { useSignOut } from './use-sign-out';

const ITEM_LINK = 'aria-[current=page]:font-semibold aria-[current=page]:bg-muted/60';

/**
 * The dropdown on the restaurant name: Paramètres and Déconnexion, plus the main links under
 * 768 px where the header has no room for them (spec §2). Loaded on demand (account-menu.tsx).
 */
export function AccountMenuDropdown({
  defaultOpen,
  autoFocus,
}: {
  /** The owner asked for the menu before it was loaded. */
  defaultOpen: boolean;
  /** The stand-in button had the focus: this one takes it over. */
  autoFocus: boolean;
}) {
  const restaurantName = useHeaderRestaurantName();
  const isDesktop = useMediaQuery('(min-width: 768px)');
  const { signOut, isSigningOut } = useSignOut();
  const items = useNavItems();

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountButton isSigningOut={isSigningOut} autoFocus={autoFocus} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {/* The trigger may truncate a long name: the menu shows it whole. */}
        <DropdownMenuLabel className="break-words">{restaurantName}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {!isDesktop && (
          <>
            <DropdownMenuGroup>
              {items.map(({ to, label, icon: Icon, end }) => (
                <DropdownMenuItem key={to} asChild>
                  <NavLink to={to} end={end} className={ITEM_LINK}>
                    <Icon aria-hidden="true" />
                    {label}
                    {to === ORDERS_PATH && <OpenOrdersBadge />}
                  </NavLink>
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem asChild>
          <NavLink to="/dashboard/settings" className={ITEM_LINK}>
            <Settings aria-hidden="true" />
            Paramètres
          </NavLink>
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" disabled={isSigningOut} onSelect={signOut}>
          {isSigningOut ? <Spinner /> : <LogOut aria-hidden="true" />}
          Déconnexion
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
