// Every screen of the owner app (src/web/router.tsx and src/web/auth-screens.tsx), with the
// JavaScript budget it is held to as served: what a phone receives in its first 3 s, idle-loaded
// chunks included (issue 21 §8). Shared by `npm run bench:web`, `npm run bench:lighthouse` and
// the browser test of the same budgets (tests/e2e/owner-weight.spec.ts).

/** The sign-in screen, the first one an owner opens (issue 16, issue 21 §8). */
export const SIGN_IN_BUDGET = 90 * 1024;
/**
 * Every dashboard screen, the editor included; also the password screens, opened from a mail
 * (their forms validate with react-hook-form and zod, which the sign-in form does without).
 */
export const DASHBOARD_BUDGET = 150 * 1024;

export type OwnerScreen = {
  name: string;
  /** The address, given the benchmark owner's menu. */
  path: (menuId: string) => string;
  /** Opened with the owner's session (the dashboard) or without (the sign-in screens). */
  isSignedIn: boolean;
  budget: number;
};

const signedOut = (name: string, path: string, budget = DASHBOARD_BUDGET): OwnerScreen => ({
  name,
  path: () => path,
  isSignedIn: false,
  budget,
});
const dashboard = (name: string, path: (menuId: string) => string): OwnerScreen => ({
  name,
  path,
  isSignedIn: true,
  budget: DASHBOARD_BUDGET,
});

export const OWNER_SCREENS: readonly OwnerScreen[] = [
  signedOut('/login', '/login', SIGN_IN_BUDGET),
  signedOut('/forgot-password', '/forgot-password'),
  signedOut('/reset-password', '/reset-password?token=bench'),
  dashboard('/dashboard', () => '/dashboard'),
  dashboard('editor (new menu)', () => '/dashboard/menu/new'),
  dashboard('editor', (menuId) => `/dashboard/menu/${menuId}/edit`),
  dashboard('menu QR code', (menuId) => `/dashboard/menu/${menuId}/qr`),
  dashboard('menu preview', (menuId) => `/dashboard/menu/${menuId}/view`),
  dashboard('translations', (menuId) => `/dashboard/menu/${menuId}/translations`),
  dashboard('allergen table', (menuId) => `/dashboard/menu/${menuId}/allergens`),
  dashboard('orders board', () => '/dashboard/orders'),
  dashboard('availability', () => '/dashboard/availability'),
  dashboard('day report', () => '/dashboard/reports'),
  dashboard('statistics', () => '/dashboard/stats'),
  dashboard('menu import', () => '/dashboard/import'),
  dashboard('promotions', () => '/dashboard/promotions'),
  dashboard('restaurant QR code', () => '/dashboard/qr-code'),
  dashboard('settings', () => '/dashboard/settings'),
  dashboard('team', () => '/dashboard/settings/team'),
  // Joining a team and pairing a tablet: opened signed out (an unknown invitation shows its
  // message; the weight is the screen's).
  signedOut('invitation', '/invitation?id=bench'),
  signedOut('tablet pairing', '/tablette'),
];

/** The phone the screens are loaded on (Chromium's Pixel 7 emulation, without its user agent). */
export const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
} as const;

/**
 * Debian's Chromium, never a downloaded browser; no background traffic of its own to count.
 * The same flags as the Playwright configuration's.
 */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
