import type { Kysely } from 'kysely';
import { readStoredSchedule } from '../../domain/menu/menu-schedule';
import type { MenuDocument } from '../../domain/menu/menu-schema';
import { nextScheduleEdge } from '../../domain/menu/served-menu';
import { readStoredMenuDocument } from '../../domain/menu/stored-menu';
import { ENTITLEMENTS, type Plan } from '../../domain/plans/plans';
import { PlanSchema } from '../../domain/plans/plans-schema';
import { earliest } from '../../domain/time/earliest';
import type { WeeklySlot } from '../../domain/time/weekly-slots';
import { parseJsonColumn, toBoolean, toIso } from '../db/portable';
import type { Database } from '../db/schema';
import { ownerTables } from './owner-tables';
import { loadProfileSnapshot, type ProfileSnapshot } from './profile-snapshot';
import { loadPromotionSnapshot, type PromotionSnapshot } from './promotion-snapshot';
import { slugRepository } from './restaurant-slug';
import { soldOutMarks } from './sold-out-marks';
import { loadTablePayments } from './table-payments';

/**
 * Owner-agnostic reads for the public pages (spec §6: public pages read menus by id without
 * sign-in). Nothing here writes, and nothing here is reachable from the owner API.
 */

type Db = Kysely<Database>;

/** A menu's record metadata, without its document: enough to apply the visibility rules. */
export type MenuStamp = {
  id: string;
  version: number;
  isActive: boolean;
  /** Weekly slots it serves itself in (Premium, docs/menu-schedules.md); empty: none. */
  schedule: WeeklySlot[];
  createdAt: string;
  updatedAt: string;
};

/** What decides how an owner's public pages look: plan, restaurant name, menus oldest first. */
export type OwnerState = {
  ownerId: string;
  plan: Plan;
  restaurantName: string;
  /** The readable address `/{slug}` (canonical URL, sitemap); null: `/u/{ownerId}` only. */
  slug: string | null;
  /** Diners can order from the table now (the owner's switch; Premium pages show the cart). */
  isOrderingOpen: boolean;
  /** "Commandes à emporter / sans table": orders without a table's code are taken too. */
  isTakeAwayOn: boolean;
  /** "Validation par le personnel": diners' orders wait in "À valider" (absent: off). */
  isStaffValidationOn?: boolean;
  /**
   * Diners pay at the table from "L'addition" (issue 23: Premium, payments not "désactivé",
   * the restaurant's Stripe account active), and may add a tip; null or absent: they do not.
   */
  tablePayments?: { tips: boolean } | null;
  /** The owner's tables by the token their QR code carries (`?t=`): token → table name. */
  tables: ReadonlyMap<string, string>;
  menus: MenuStamp[];
  /** Dishes marked "Épuisé" right now, by menu id (ids sorted). */
  soldOut: Readonly<Record<string, readonly string[]>>;
  /** Address, hours, links… and "Ouvert maintenant" now; null or absent: never saved. */
  profile?: ProfileSnapshot | null;
  /** Promotions in force now, by menu id (docs/promotions.md). */
  promotions: PromotionSnapshot['promotions'];
  /**
   * When the next "Épuisé" mark ends, the opening state changes, a menu schedule or a
   * promotion starts or ends (epoch ms): this snapshot is stale from then on.
   */
  refreshAt: number | null;
};

/** The sold-out part of an owner's snapshot, as of `now`. */
async function loadSoldOut(db: Db, menuIds: string[], now: Date) {
  const marks = await soldOutMarks.listInForce(db, menuIds, now);
  const soldOut: Record<string, string[]> = {};
  let refreshAt: number | null = null;
  for (const mark of marks) {
    soldOut[mark.menuId] = [...(soldOut[mark.menuId] ?? []), mark.dishId];
    const ends = mark.until === null ? null : Date.parse(mark.until);
    if (ends !== null && (refreshAt === null || ends < refreshAt)) refreshAt = ends;
  }
  return { soldOut, refreshAt };
}

function toStamp(row: {
  id: string;
  version: number;
  is_active: boolean | number;
  schedule: unknown;
  created_at: Date | string;
  updated_at: Date | string;
}): MenuStamp {
  return {
    id: row.id,
    version: row.version,
    isActive: toBoolean(row.is_active),
    schedule: readStoredSchedule(row.schedule),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export const publicReads = {
  async findMenuOwnerId(db: Db, menuId: string): Promise<string | null> {
    const row = await db
      .selectFrom('menu')
      .select('owner_id')
      .where('id', '=', menuId)
      .executeTakeFirst();
    return row?.owner_id ?? null;
  },

  /** null when the owner does not exist (or was deleted). */
  async loadOwnerState(db: Db, ownerId: string, now: Date): Promise<OwnerState | null> {
    const [owner, menus, slug, profile, tables, tablePayments] = await Promise.all([
      db
        .selectFrom('user')
        .leftJoin('owner_plan', 'owner_plan.owner_id', 'user.id')
        .leftJoin('ordering_setting', 'ordering_setting.owner_id', 'user.id')
        .select([
          'user.id',
          'user.restaurantName',
          'owner_plan.plan',
          'ordering_setting.is_open',
          'ordering_setting.take_away',
          'ordering_setting.staff_validation',
        ])
        .where('user.id', '=', ownerId)
        .executeTakeFirst(),
      db
        .selectFrom('menu')
        .select(['id', 'version', 'is_active', 'schedule', 'created_at', 'updated_at'])
        .where('owner_id', '=', ownerId)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute(),
      slugRepository.findCurrent(db, ownerId),
      loadProfileSnapshot(db, ownerId, now),
      ownerTables.list(db, ownerId),
      loadTablePayments(db, ownerId),
    ]);
    if (!owner) return null;
    const menuIds = menus.map((row) => row.id);
    const plan = PlanSchema.catch('free').parse(owner.plan ?? 'free');
    const [{ soldOut, refreshAt }, promotions] = await Promise.all([
      loadSoldOut(db, menuIds, now),
      loadPromotionSnapshot(db, menuIds, plan, now),
    ]);
    const stamps = menus.map(toStamp);
    const appliesSchedules = ENTITLEMENTS[plan].canScheduleMenus;
    const scheduleEdge = nextScheduleEdge(stamps, { now, appliesSchedules })?.getTime() ?? null;
    return {
      ownerId,
      plan,
      restaurantName: owner.restaurantName,
      slug,
      isOrderingOpen: owner.is_open === null ? false : toBoolean(owner.is_open),
      isTakeAwayOn: owner.take_away === null ? false : toBoolean(owner.take_away),
      isStaffValidationOn:
        owner.staff_validation === null ? false : toBoolean(owner.staff_validation),
      tables: new Map(tables.map((table) => [table.token, table.name])),
      menus: stamps,
      soldOut,
      profile: profile.profile,
      promotions: promotions.promotions,
      tablePayments,
      refreshAt: [profile.refreshAt, promotions.refreshAt, scheduleEdge].reduce(
        earliest,
        refreshAt,
      ),
    };
  },

  async loadMenuDocument(
    db: Db,
    menuId: string,
  ): Promise<{ document: MenuDocument; version: number } | null> {
    const row = await db
      .selectFrom('menu')
      .select(['document', 'version'])
      .where('id', '=', menuId)
      .executeTakeFirst();
    if (!row) return null;
    // Validated when saved (MenuDocumentSchema), read like menu-repository reads it.
    return {
      document: readStoredMenuDocument(parseJsonColumn(row.document)),
      version: row.version,
    };
  },

  /** Every menu's metadata, owner by owner, oldest first: the sitemap. */
  async listAllMenuStamps(db: Db): Promise<(MenuStamp & { ownerId: string })[]> {
    const rows = await db
      .selectFrom('menu')
      .select(['id', 'owner_id', 'version', 'is_active', 'schedule', 'created_at', 'updated_at'])
      .orderBy('owner_id', 'asc')
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
    return rows.map((row) => ({ ...toStamp(row), ownerId: row.owner_id }));
  },
};
