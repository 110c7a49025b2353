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

export type NavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
  /** Shown from 768 px until 1024 px, where the header has room for four short links only. */
  shortLabel?: string;
  /** What the signed-in person needs to see the link (domain/team/roles.ts); none: everyone. */
  permission?: Permission;
};

/** The dashboard's main links (spec §2): in the header from 768 px, in the account menu below. */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Accueil', icon: House, end: true },
  { to: '/dashboard/menu/new', label: 'Créer un menu', icon: SquarePlus },
  { to: ORDERS_PATH, label: 'Commandes', icon: ClipboardList },
  {
    to: REPORTS_PATH,
    label: 'Service du jour',
    shortLabel: 'Service',
    icon: ChartColumn,
    permission: 'reports.read',
  },
  { to: '/dashboard/qr-code', label: 'QR Code', icon: QrCode },
];

/**
 * The main links a person may use: the one place the header and the account menu take them
 * from. `can` answers for the signed-in role.
 */
export const navItemsFor = (can: (permission: Permission) => boolean): readonly NavItem[] =>
  MAIN_NAV_ITEMS.filter((item) => item.permission === undefined || can(item.permission));
