import { ClipboardList, House, type LucideIcon, QrCode, SquarePlus } from 'lucide-react';

export const ORDERS_PATH = '/dashboard/orders';

export type NavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

/** The dashboard's main links (spec §2): in the header from 768 px, in the account menu below. */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Accueil', icon: House, end: true },
  { to: '/dashboard/menu/new', label: 'Créer un menu', icon: SquarePlus },
  { to: ORDERS_PATH, label: 'Commandes', icon: ClipboardList },
  { to: '/dashboard/qr-code', label: 'QR Code', icon: QrCode },
];
