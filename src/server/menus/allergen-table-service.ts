import {
  type AllergenNotice,
  type AllergenTable,
  allergenTableDate,
  allergenTableSections,
  DEFAULT_ALLERGEN_NOTICE,
} from '../../domain/menu/allergen-table';
import { ALLERGENS } from '../../domain/menu/allergens';
import type { AppDatabase } from '../db/database';
import type { Owner } from '../owner-state/owner';
import { allergenNoticeRepository as notices } from './allergen-notice-repository';
import { renderAllergenTablePdf } from './allergen-table-pdf';
import type { MenuService } from './menu-service';

/** "Tableau des allergènes" (issue 25 §5, docs/allergen-table.md): its data, PDF and sentence. */
export function createAllergenTableService(deps: {
  database: AppDatabase;
  menus: Pick<MenuService, 'requireMenu'>;
  now?: () => Date;
}) {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());

  async function getNotice({ ownerId }: { ownerId: string }): Promise<AllergenNotice> {
    const text = await notices.find(db, ownerId);
    return text ? { text, isDefault: false } : { text: DEFAULT_ALLERGEN_NOTICE, isDefault: true };
  }

  /** Every active dish of the menu × the 14 allergens; another owner's menu is a 404. */
  async function getTable({ owner, menuId }: { owner: Owner; menuId: string }) {
    const [menu, notice] = await Promise.all([
      deps.menus.requireMenu({ ownerId: owner.id, menuId }),
      getNotice({ ownerId: owner.id }),
    ]);
    return {
      menuId: menu.id,
      menuName: menu.document.name,
      restaurantName: owner.restaurantName,
      date: allergenTableDate(now()),
      notice: notice.text,
      allergens: [...ALLERGENS],
      sections: allergenTableSections(menu.document),
    } satisfies AllergenTable;
  }

  return {
    getTable,
    getNotice,

    /** The table as an A4 PDF, with a file name made from the menu's name. */
    async renderPdf({ owner, menuId }: { owner: Owner; menuId: string }) {
      const table = await getTable({ owner, menuId });
      return {
        fileName: allergenPdfFileName(table.menuName),
        body: await renderAllergenTablePdf(table),
      };
    },

    /** Saves the owner's sentence; an empty one goes back to the default. */
    async saveNotice({ ownerId, text }: { ownerId: string; text: string }) {
      if (text.length === 0) await notices.remove(db, ownerId);
      else await notices.save(db, ownerId, text, now());
      return getNotice({ ownerId });
    },
  };
}

/** "allergenes-menu-du-midi.pdf": letters and digits of the name, without accents. */
export function allergenPdfFileName(menuName: string): string {
  const slug = menuName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `allergenes-${slug || 'menu'}.pdf`;
}

export type AllergenTableService = ReturnType<typeof createAllergenTableService>;
