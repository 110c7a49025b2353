import type { LucideIcon } from 'lucide-react';
import {
  Languages,
  ListChecks,
  Megaphone,
  Sparkles,
  Infinity as Unlimited,
  Wallet,
} from 'lucide-react';

/** What Premium adds (spec §1), in the product's words. */
export const PREMIUM_FEATURES: readonly { label: string; icon: LucideIcon }[] = [
  { label: 'Menus illimités', icon: Unlimited },
  { label: 'Choix du menu actif', icon: ListChecks },
  { label: 'Traduction automatique en anglais, espagnol et chinois', icon: Languages },
  { label: 'Paiement à table via QR code', icon: Wallet },
  { label: 'Promotions et offres spéciales', icon: Megaphone },
  { label: 'Création de menus et de descriptions assistée par IA', icon: Sparkles },
];
