import {
  ChartColumn,
  ClipboardList,
  House,
  type LucideIcon,
  QrCode,
  SquarePlus,
} from 'lucide-react';
import type { Permission } from '../../../domain/team/roles';

export const ORDERS_PATH = '/dashboard/orders';
export const REPORTS_PATH = '/dashboard/reports';
/** "Statistiques" (issue 26): linked from "Service du jour" and the dashboard, not the header. */
export const STATS_PATH = '/dashboard/stats';
export const TEAM_PATH = '/dashboard/settings/team';

export type NavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
  /** Shown from 768 px until 1024 px, where the header has room for four short links only. */
  shortLabel?: string;
  /** Shown to the roles that have it (src/domain/team/roles.ts). */
  permission: Permission;
};

/** The dashboard's main links (spec §2): in the header from 768 px, in the account menu below. */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Accueil', icon: House, end: true, permission: 'menus.write' },
  {
    to: '/dashboard/menu/new',
    label: 'Créer un menu',
    icon: SquarePlus,
    permission: 'menus.write',
  },
  { to: ORDERS_PATH, label: 'Commandes', icon: ClipboardList, permission: 'orders.board' },
  {
    to: REPORTS_PATH,
    label: 'Service du jour',
    shortLabel: 'Service',
    icon: ChartColumn,
    permission: 'reports.read',
  },
  { to: '/dashboard/qr-code', label: 'QR Code', icon: QrCode, permission: 'menus.write' },
];

/**
 * The permission each dashboard screen needs (the first prefix that matches): a member whose
 * role lacks it is told so instead of a screen of refusals.
 */
const SCREEN_PERMISSIONS: readonly [prefix: string, permission: Permission][] = [
  [ORDERS_PATH, 'orders.board'],
  ['/dashboard/availability', 'availability.write'],
  [TEAM_PATH, 'team.manage'],
  ['/dashboard/settings', 'session.read'],
  [REPORTS_PATH, 'reports.read'],
  [STATS_PATH, 'reports.read'],
  ['/dashboard', 'menus.write'],
];

export function permissionForScreen(pathname: string): Permission {
  const match = SCREEN_PERMISSIONS.find(([prefix]) => pathname.startsWith(prefix));
  return match ? match[1] : 'menus.write';
}
