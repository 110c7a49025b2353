import type { Kysely } from 'kysely';
import { isVatRateBp } from '../../domain/menu/vat';
import { TAB_MESSAGES } from '../../domain/payments/tab-messages';
import { baseOfTtc, vatBreakdown } from '../../domain/receipts/receipt-rules';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import { ownerMenus } from '../owner-state/owner-menus';
import { type AllocationRecord, paymentRepository as payments } from './payment-repository';

/** The VAT inside a TTC amount at a rate, rounded as receipts round it. */
export const vatOf = (totalCents: number, rateBp: number) =>
  totalCents - baseOfTtc(totalCents, rateBp);

/**
 * Each line's VAT rate (issue 41 §3: none is invented). The rate the order line carried when it
 * was placed; for a line stored without one (orders placed before rates existed), the dish's
 * own rate on its menu, else its category's. `missing`: the lines that still have none, by
 * line id, with the dish's French name.
 */
export async function vatRatesOf(trx: Kysely<Database>, tabId: string) {
  const rates = new Map<string, number>();
  const missing = new Map<string, string>();
  const tab = await payments.findTab(trx, tabId);
  for (const order of await payments.listTabOrders(trx, tabId)) {
    let menuRates: Map<string, number | undefined> | null = null;
    for (const [index, line] of order.lines.entries()) {
      const id = `${order.id}.${index}`;
      const stored: unknown = line.vatRateBp;
      if (isVatRateBp(stored)) {
        rates.set(id, stored);
        continue;
      }
      menuRates ??= await menuRatesOf(trx, tab?.ownerId ?? '', order.menuId);
      const resolved = menuRates.get(line.dishId);
      if (resolved === undefined) missing.set(id, line.name);
      else rates.set(id, resolved);
    }
  }
  return { rates, missing };
}

/** Each dish of a menu with its rate: its own, else its category's; absent when neither. */
async function menuRatesOf(trx: Kysely<Database>, ownerId: string, menuId: string) {
  const menu = await ownerMenus.findByOwner(trx, ownerId, menuId);
  const rates = new Map<string, number | undefined>();
  for (const category of menu?.document.categories ?? []) {
    for (const dish of category.items) rates.set(dish.id, dish.vatRateBp ?? category.vatRateBp);
  }
  return rates;
}

/**
 * The rate of each of these lines, or a 409 naming the first dish without one: asked before a
 * payment starts and before "Réglé en caisse", so the journal never records a guessed rate.
 */
export async function requireVatRates(
  trx: Kysely<Database>,
  tabId: string,
  lineIds: readonly string[],
) {
  const { rates, missing } = await vatRatesOf(trx, tabId);
  for (const lineId of lineIds) {
    const name = missing.get(lineId);
    if (name !== undefined) {
      throw new AppError('CONFLICT', TAB_MESSAGES.vatRateMissing(name), {
        reason: 'VAT_RATE_MISSING',
      });
    }
  }
  return rates;
}

/** The VAT per rate of what a payment covers: each allocation is TTC at its line's rate. */
export async function vatOfAllocations(
  trx: Kysely<Database>,
  tabId: string,
  allocations: readonly Pick<AllocationRecord, 'lineId' | 'amountCents'>[],
) {
  const lines = allocations.filter((allocation) => allocation.amountCents !== 0);
  const rates = await requireVatRates(
    trx,
    tabId,
    lines.map((allocation) => allocation.lineId),
  );
  return vatBreakdown(
    lines.map((allocation) => ({
      amountCents: allocation.amountCents,
      vatRateBp: rates.get(allocation.lineId) as number,
    })),
  ).map(({ rateBp, totalCents, vatCents }) => ({ rateBp, totalCents, vatCents }));
}
