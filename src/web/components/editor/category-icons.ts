import {
  CakeSlice,
  CupSoda,
  type LucideIcon,
  Martini,
  Salad,
  Tag,
  UtensilsCrossed,
  Wine,
} from 'lucide-react';
import { type DefaultCategoryId, resolveDefaultCategoryId } from '../../../domain/menu/categories';

const ICONS: Record<DefaultCategoryId, LucideIcon> = {
  entrees: Salad,
  plats: UtensilsCrossed,
  desserts: CakeSlice,
  boissons: CupSoda,
  aperitifs: Martini,
  vins: Wine,
};

/** The icon of a category, matched by id or by its name in fr/en/es/zh (spec §2). */
export function categoryIcon(category: { id?: string; name: string }): LucideIcon {
  const id = resolveDefaultCategoryId(category);
  return id ? ICONS[id] : Tag;
}
