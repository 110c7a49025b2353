import { LogOut, Settings, Store } from 'lucide-react';
import { NavLink } from 'react-router';
import { ROLE_LABELS } from '../../../domain/team/roles';
import { messageOf } from '../../lib/auth-client';
import { useHeaderRestaurantName, useSession } from '../../lib/session';
import { teamApi } from '../../lib/team-api';
import { toast } from '../../lib/toast';
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
  const navItems = useNavItems();
  const { data: session } = useSession();
  const otherRestaurants =
    session?.restaurants.filter((restaurant) => restaurant.id !== session.restaurant.id) ?? [];

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountButton isSigningOut={isSigningOut} autoFocus={autoFocus} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {/* The trigger may truncate a long name: the menu shows it whole. */}
        <DropdownMenuLabel className="break-words">
          {restaurantName}
          {session && session.actor.role !== 'owner' && (
            <span className="block text-xs font-normal text-muted-foreground">
              {session.actor.name} · {ROLE_LABELS[session.actor.role]}
            </span>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {otherRestaurants.length > 0 && (
          <>
            <DropdownMenuGroup aria-label="Changer de restaurant">
              {otherRestaurants.map((restaurant) => (
                <DropdownMenuItem
                  key={restaurant.id}
                  onSelect={async () => {
                    try {
                      await teamApi.switchRestaurant(restaurant.id);
                      // A full load: nothing of the other restaurant stays in memory.
                      window.location.assign('/dashboard');
                    } catch (error) {
                      toast.error(messageOf(error, 'Impossible de changer de restaurant.'));
                    }
                  }}
                >
                  <Store aria-hidden="true" />
                  {restaurant.name} ({ROLE_LABELS[restaurant.role]})
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
            <DropdownMenuSeparator />
          </>
        )}
        {!isDesktop && (
          <>
            <DropdownMenuGroup>
              {navItems.map(({ to, label, icon: Icon, end }) => (
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
        {session?.actor.kind === 'user' && (
          <DropdownMenuItem asChild>
            <NavLink to="/dashboard/settings" className={ITEM_LINK}>
              <Settings aria-hidden="true" />
              Paramètres
            </NavLink>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem variant="destructive" disabled={isSigningOut} onSelect={signOut}>
          {isSigningOut ? <Spinner /> : <LogOut aria-hidden="true" />}
          Déconnexion
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
