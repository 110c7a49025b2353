import type { Permission } from '../../../domain/team/roles';
import { type NavItem, navItemsFor } from './nav-items';

/** The owner app does not know the signed-in role yet: every screen is the owner's. */
const canEverything = (_permission: Permission) => true;

/** The main links of the signed-in person (header and account menu alike). */
export function useNavItems(): readonly NavItem[] {
  return navItemsFor(canEverything);
}
