import { MENU_MESSAGES } from '../../domain/menu/menu-schema';
import type { AppDatabase } from '../db/database';
import { AppError } from '../http/app-error';
import type { Owner } from '../owner-state/owner';
import { ownerMenus } from '../owner-state/owner-menus';
import { getPlan } from '../owner-state/owner-plan';
import { loadProfileSnapshot } from '../owner-state/profile-snapshot';
import { loadPromotionSnapshot } from '../owner-state/promotion-snapshot';
import { soldOutMarks } from '../owner-state/sold-out-marks';
import type { PublicPages } from './public-pages-service';
import type { PublicQuery } from './public-query';

/**
 * The diner page of any of my menus, even inactive, exactly as diners would see it with my
 * plan, for the dashboard preview.
 */
export function createPreviewService(deps: { database: AppDatabase; pages: PublicPages }) {
  return {
    async renderPreview(input: { owner: Owner; menuId: string; query: PublicQuery }) {
      const { owner, menuId } = input;
      const { db } = deps.database;
      // The public pages' clock: the preview shows what diners see at this instant.
      const now = deps.pages.now();
      const [record, plan, marks, profile] = await Promise.all([
        ownerMenus.findByOwner(db, owner.id, menuId),
        getPlan(db, owner.id),
        soldOutMarks.listInForce(db, [menuId], now),
        loadProfileSnapshot(db, owner.id, now),
      ]);
      if (!record) throw new AppError('NOT_FOUND', MENU_MESSAGES.notFound);
      const { promotions } = await loadPromotionSnapshot(db, [menuId], plan, now);
      return deps.pages.renderPreview({
        state: {
          ownerId: owner.id,
          plan,
          slug: null,
          restaurantName: owner.restaurantName,
          isOrderingOpen: false,
          isTakeAwayOn: false,
          tables: new Map(),
          menus: [],
          soldOut: {},
          profile: profile.profile,
          promotions,
          refreshAt: null,
        },
        promotions: promotions[menuId],
        document: record.document,
        soldOut: new Set(marks.map((mark) => mark.dishId)),
        query: input.query,
        paths: {
          selfPath: `/api/v1/menus/${encodeURIComponent(menuId)}/preview`,
          canonicalPath: `/r/${encodeURIComponent(menuId)}`,
          isNoIndex: true,
          isPreview: true,
        },
      });
    },
  };
}

export type PreviewService = ReturnType<typeof createPreviewService>;
