import type { LucideIcon } from 'lucide-react';
import {
  BadgePercent,
  Ban,
  ClipboardList,
  Clock,
  Languages,
  ListChecks,
  Infinity as Unlimited,
} from 'lucide-react';

/**
 * What Premium brings today (spec §1), in the product's words, and only what works: the spec's
 * table payments and AI-written menus join the list when they are built. Orders from the tables
 * (docs/orders.md) and promotions (docs/promotions.md) work end to end: they are listed.
 */
export const PREMIUM_FEATURES: readonly { label: string; icon: LucideIcon }[] = [
  { label: 'Menus illimités', icon: Unlimited },
  { label: 'Choix du menu actif', icon: ListChecks },
  {
    label: 'Horaires de menus : le menu du midi et celui du soir s’affichent tout seuls',
    icon: Clock,
  },
  {
    label:
      'Menu en anglais, espagnol, chinois et italien pour vos clients, traductions modifiables',
    icon: Languages,
  },
  { label: 'Commandes depuis les tables, suivies en direct', icon: ClipboardList },
  { label: 'Promotions et offres spéciales', icon: BadgePercent },
  { label: 'Aucune publicité sur votre menu', icon: Ban },
];
