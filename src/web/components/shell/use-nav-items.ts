import { useSession } from '../../lib/session';
import { MAIN_NAV_ITEMS, type NavItem } from './nav-items';

/** The main links the signed-in member's role may use. */
export function useNavItems(): readonly NavItem[] {
  const permissions = useSession().data?.permissions;
  return MAIN_NAV_ITEMS.filter((item) => permissions?.includes(item.permission));
}
