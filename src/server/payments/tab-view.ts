import type { Kysely } from 'kysely';
import { lineNames } from '../../domain/i18n/diner/line-names';
import type { Language } from '../../domain/i18n/languages';
import { isTranslationLanguage } from '../../domain/i18n/languages';
import { applyStoredTranslations } from '../../domain/i18n/menu-translations';
import type { Dish } from '../../domain/menu/menu-schema';
import { equalRoundOf, tabTotals } from '../../domain/payments/split-rules';
import { tabFigures } from '../../domain/payments/tab-rules';
import type { TabLine } from '../../domain/payments/tab-schema';
import type { Database } from '../db/schema';
import { ownerMenus } from '../owner-state/owner-menus';
import { loadStoredTranslations } from '../owner-state/stored-translations';
import { paymentRepository as payments, type TabRecord } from './payment-repository';

type Db = Kysely<Database>;

/**
 * The dishes of a menu in a diner's language, to name a tab's lines for a phone set to another
 * language than the one that ordered them (three phones, three languages, one tab).
 */
async function dishesIn(db: Db, ownerId: string, menuId: string, lang: Language) {
  const menu = await ownerMenus.findByOwner(db, ownerId, menuId);
  if (!menu) return new Map<string, Dish>();
  let document = menu.document;
  if (isTranslationLanguage(lang)) {
    const stored = await loadStoredTranslations({ db, menuId, lang, document });
    if (stored) document = applyStoredTranslations(document, lang, stored).document;
  }
  return new Map(document.categories.flatMap((category) => category.items.map((d) => [d.id, d])));
}

/**
 * A tab's lines (every line of its orders that were not cancelled, round by round) with what
 * was paid and what payers in Checkout reserve, named in `lang`.
 */
export async function loadTabLines(db: Db, tab: TabRecord, lang: Language): Promise<TabLine[]> {
  const [orders, allocations] = await Promise.all([
    payments.listTabOrders(db, tab.id),
    payments.listHoldingAllocations(db, tab.id),
  ]);
  const paid = new Map<string, number>();
  const reserved = new Map<string, number>();
  for (const allocation of allocations) {
    const into = allocation.isPaid ? paid : reserved;
    into.set(allocation.lineId, (into.get(allocation.lineId) ?? 0) + allocation.amountCents);
  }
  const menus = new Map<string, Promise<Map<string, Dish>>>();
  const dishesOf = (menuId: string) => {
    let dishes = menus.get(menuId);
    if (!dishes) {
      dishes = dishesIn(db, tab.ownerId, menuId, lang);
      menus.set(menuId, dishes);
    }
    return dishes;
  };

  const lines: TabLine[] = [];
  for (const [index, order] of orders.entries()) {
    if (order.status === 'cancelled') continue;
    const needsMenu = lang !== 'fr' && lang !== order.language;
    const dishes = needsMenu ? await dishesOf(order.menuId) : null;
    for (const [position, line] of order.lines.entries()) {
      const id = `${order.id}.${position}`;
      const dish = dishes?.get(line.dishId);
      const translated = dish ? lineNames(dish, line.variantId, lang)?.dinerName : undefined;
      lines.push({
        id,
        round: index + 1,
        name:
          lang === 'fr'
            ? line.name
            : lang === order.language
              ? line.dinerName
              : (translated ?? line.name),
        quantity: line.quantity,
        amountCents: line.unitPriceCents * line.quantity,
        paidCents: paid.get(id) ?? 0,
        reservedCents: reserved.get(id) ?? 0,
      });
    }
  }
  return lines;
}

export function summarize(lines: readonly TabLine[]) {
  return {
    ...tabTotals(lines),
    reservedCents: lines.reduce((sum, line) => sum + line.reservedCents, 0),
  };
}

/** What the restaurant refunded of a tab's payments (issue 41 §3). */
export async function loadRefundedCents(db: Db, tabId: string) {
  const tabPayments = await payments.listTabPayments(db, tabId);
  return tabPayments.reduce((sum, payment) => sum + payment.refundedCents, 0);
}

/** The equal split in course on a tab (issue 41 §1), as the server cuts the next share. */
export async function loadEqualRound(db: Db, tabId: string) {
  return equalRoundOf(await payments.listHoldingSplitParts(db, tabId));
}

/**
 * The owner's figures of a tab (issue 41 §3): paid, refunded, settled at the till, and 0
 * remaining once closed.
 */
export function ownerFigures(
  tab: Pick<TabRecord, 'status'>,
  lines: readonly TabLine[],
  tabPayments: readonly { refundedCents: number }[],
) {
  const totals = summarize(lines);
  return {
    ...totals,
    ...tabFigures({
      ...totals,
      refundedCents: tabPayments.reduce((sum, payment) => sum + payment.refundedCents, 0),
      isClosed: tab.status === 'closed',
    }),
  };
}
