import { isShownById, pickServedMenu, type ServedMenuClock } from '../../domain/menu/served-menu';
import { ENTITLEMENTS } from '../../domain/plans/plans';
import type { MenuStamp, OwnerState } from './public-reads';

/**
 * Public menu choice (spec part 1 §4, part 2 §4, docs/decisions/009-menu-schedules.md): the
 * domain's one rule (served-menu.ts), applied to an owner's snapshot at `now`.
 */
const clockOf = (state: Pick<OwnerState, 'plan'>, now: Date): ServedMenuClock => ({
  now,
  appliesSchedules: ENTITLEMENTS[state.plan].canScheduleMenus,
});

/**
 * /r/{menuId}: shown only if it is the owner's oldest menu or it is live (active, or inside its
 * schedule on Premium). Without `now` (the sitemap, which must not depend on the hour):
 * schedules are left aside.
 */
export function isPublicById(
  state: Pick<OwnerState, 'plan' | 'menus'>,
  menuId: string,
  now?: Date,
): boolean {
  return isShownById(state.menus, menuId, now && clockOf(state, now));
}

/** /u/{userId} and /{slug}: a scheduled menu inside its hours, the active one, the oldest. */
export function pickMenuForOwner(
  state: Pick<OwnerState, 'plan' | 'menus'>,
  now?: Date,
): MenuStamp | undefined {
  return pickServedMenu(state.menus, now && clockOf(state, now));
}
