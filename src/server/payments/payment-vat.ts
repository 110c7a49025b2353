import type { Kysely } from 'kysely';
import { baseOfTtc, vatBreakdown } from '../../domain/receipts/receipt-rules';
import type { Database } from '../db/schema';
import { type AllocationRecord, paymentRepository as payments } from './payment-repository';

/** The VAT inside a TTC amount at a rate, rounded as receipts round it. */
export const vatOf = (totalCents: number, rateBp: number) =>
  totalCents - baseOfTtc(totalCents, rateBp);

/** Each line's VAT rate, as the order carried it when it was placed. */
export async function vatRatesOf(trx: Kysely<Database>, tabId: string) {
  const rates = new Map<string, number>();
  for (const order of await payments.listTabOrders(trx, tabId)) {
    for (const [index, line] of order.lines.entries()) {
      rates.set(`${order.id}.${index}`, line.vatRateBp);
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
  const rates = await vatRatesOf(trx, tabId);
  return vatBreakdown(
    allocations.map((allocation) => ({
      amountCents: allocation.amountCents,
      vatRateBp: rates.get(allocation.lineId) ?? 1000,
    })),
  ).map(({ rateBp, totalCents, vatCents }) => ({ rateBp, totalCents, vatCents }));
}
