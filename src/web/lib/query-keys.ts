/** Every TanStack Query key of the owner app, in one place so invalidations stay in sync. */
export const queryKeys = {
  session: ['session'] as const,
  account: ['account'] as const,
  restaurant: ['restaurant'] as const,
  subscription: ['billing', 'subscription'] as const,
  menus: ['menus'] as const,
  /** What the QR code serves now (menu schedules); refreshed with the menus. */
  servedMenu: ['menus-served'] as const,
  menu: (id: string) => ['menus', id] as const,
  availability: (id: string) => ['menus', id, 'availability'] as const,
  promotions: (id: string) => ['menus', id, 'promotions'] as const,
  translations: (id: string, lang: string) => ['menus', id, 'translations', lang] as const,
  /** Its allergen table (issue 25 §5): changes with the menu, hence under it. */
  allergenTable: (id: string) => ['menus', id, 'allergens'] as const,
  /** "Exporter mes données" (issue 25 §6). */
  dataExport: ['account', 'export'] as const,
  tables: ['tables'] as const,
  orders: ['orders'] as const,
  orderCounts: ['orders', 'counts'] as const,
  ordering: ['ordering'] as const,
  /** The served menu as staff take an order from it (issue 24 §3). */
  orderPad: ['order-pad'] as const,
  /** The open table calls (issue 24 §4). */
  calls: ['calls'] as const,
  paymentAccount: ['payments', 'account'] as const,
  paymentSettings: ['payments', 'settings'] as const,
  /** Every tabs query (open and closed): a refund or a closing changes both. */
  tabs: ['tabs'] as const,
  team: ['team'] as const,
  openTabs: ['tabs', 'open'] as const,
  closedTabs: ['tabs', 'closed'] as const,
  /** "Service du jour" of a day or a range (Europe/Paris days). */
  dayReport: (from: string, to: string) => ['reports', 'day', from, to] as const,
  /** Whether the payments journal holds (issue 41 §5: the red banner). */
  journalStatus: ['journal', 'status'] as const,
  /** "Statistiques" of a period (issue 26), all menus or one. */
  stats: (from: string, to: string, menuId = '') => ['stats', from, to, menuId] as const,
};
