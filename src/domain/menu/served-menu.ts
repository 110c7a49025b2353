/**
 * The menu the owner's QR code (/u/{userId}) serves (spec part 1 §4): the first active menu,
 * otherwise the oldest. `menus` are one owner's, oldest first. Shared by the public pages and
 * the dashboard, so that what the dashboard says is what diners get.
 */
export function pickServedMenu<T extends { isActive: boolean }>(
  menusOldestFirst: readonly T[],
): T | undefined {
  return menusOldestFirst.find((menu) => menu.isActive) ?? menusOldestFirst[0];
}
