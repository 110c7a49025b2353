import type { LucideIcon } from 'lucide-react';
import { Gem, Leaf, TreeDeciduous } from 'lucide-react';

/** The physical QR stands of spec §2 (prices in integer cents, delivery included). */
export const QR_STANDS: readonly {
  id: 'metal' | 'wood' | 'bio';
  name: string;
  description: string;
  icon: LucideIcon;
  priceCents: number;
}[] = [
  {
    id: 'metal',
    name: 'Support Métallique',
    description: 'Robuste et élégant, idéal pour les terrasses.',
    icon: Gem,
    priceCents: 2999,
  },
  {
    id: 'wood',
    name: 'Support en Bois',
    description: 'Chaleureux, pour une salle au style naturel.',
    icon: TreeDeciduous,
    priceCents: 2499,
  },
  {
    id: 'bio',
    name: 'Support Bio',
    description: 'En matériaux recyclés et biodégradables.',
    icon: Leaf,
    priceCents: 1999,
  },
];

export const QR_STAND_QUANTITIES = ['1', '2', '3', '4', '5'] as const;
