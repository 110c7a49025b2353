import { pickServedMenu } from '../../domain/menu/served-menu';
import type { MenuStamp } from './public-menu-repository';

/**
 * Public menu choice (spec part 1 §4, part 2 §4). `menus` are one owner's, oldest first.
 * /r/{menuId}: shown only if it is the owner's oldest menu or it is active.
 */
export function isPublicById(menus: readonly MenuStamp[], menuId: string): boolean {
  const index = menus.findIndex((menu) => menu.id === menuId);
  return index === 0 || (index > 0 && menus[index]?.isActive === true);
}

/** /u/{userId}: the first active menu, otherwise the oldest. */
export function pickMenuForOwner(menus: readonly MenuStamp[]): MenuStamp | undefined {
  return pickServedMenu(menus);
}
