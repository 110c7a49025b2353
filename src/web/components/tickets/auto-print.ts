import type { TicketOrder } from './kitchen-ticket';
import {
  type KeyValueStorage,
  ordersToPrint,
  type PrintableOrder,
  printedOrderIds,
  rememberPrinted,
} from './printed-orders';
import { printTickets } from './ticket-printer';
import type { TicketWidth } from './ticket-settings';

/**
 * "Impression automatique" (issue 24 §5): on this device, every order that reaches the kitchen
 * prints once (the rules and the memory: printed-orders.ts); "Imprimer" prints one at once.
 */

/** Ids printed by this page, in case the storage refuses to remember them. */
const printedHere = new Set<string>();

/** localStorage, or a memory of this page's life when the browser refuses it. */
function deviceStorage(): KeyValueStorage {
  try {
    if (globalThis.localStorage) return globalThis.localStorage;
  } catch {
    // refused (a browser setting): fall through
  }
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => items.set(key, value),
  };
}
const storage = deviceStorage();

/**
 * Runs `task` alone among this browser's tabs (Web Locks): two boards open on one device
 * read and write the memory in turn, so an order prints once, not once per tab. Without Web
 * Locks (a page served over plain http on a local network), each tab checks on its own.
 */
async function alone(task: () => void) {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    await navigator.locks.request('ardoise.ticket-print', task);
  } else {
    task();
  }
}

function remember(ids: readonly string[], now: number) {
  for (const id of ids) printedHere.add(id);
  rememberPrinted(storage, ids, now);
}

function alreadyPrinted(now: number): Set<string> {
  return new Set([...printedOrderIds(storage, now), ...printedHere]);
}

/** Prints the tickets of the orders due, and remembers them before the printer has them. */
export function printNewOrders(orders: readonly PrintableOrder[], width: TicketWidth) {
  return alone(() => {
    const now = Date.now();
    const due = ordersToPrint(orders, alreadyPrinted(now), now);
    if (due.length === 0) return;
    remember(
      due.map((order) => order.id),
      now,
    );
    printTickets(due, width);
  });
}

/**
 * Turning the switch on: the orders already in the kitchen are not new, and never print by
 * themselves; only those reaching it from now on do.
 */
export function skipOrdersInKitchen(orders: readonly PrintableOrder[]) {
  const now = Date.now();
  remember(
    ordersToPrint(orders, new Set(), now).map((order) => order.id),
    now,
  );
}

/** "Imprimer": prints now, and an automatic print will not print it again. */
export function printOrderTicket(order: TicketOrder, width: TicketWidth) {
  remember([order.id], Date.now());
  printTickets([order], width);
}
