import type { OrderRefusal } from '../../../domain/orders/order-rules';
import type { PlacedOrder as PlacedOrderAnswer } from '../../../domain/orders/order-schema';
import { type Cart, type CartLine, lineKey, toOrderLines, totalCents } from '../../model/cart';
import { readOrderables } from './orderables';

/** What `POST /api/v1/public/orders` answers that the pill needs. */
export type PlacedOrder = Pick<
  PlacedOrderAnswer,
  'id' | 'number' | 'status' | 'statusToken' | 'awaitingPayment' | 'awaitingValidation'
>;

export type SendError =
  | 'network'
  | 'closed'
  | 'unavailable'
  | 'pricesChanged'
  | 'tooMany'
  | 'notTaking'
  | 'tableRequired'
  | 'tableCodeInvalid'
  | 'failed';

/**
 * What the cart says for each refusal the server gives a reason for; the others are told by
 * their status below (a plan that takes no orders is a 403).
 */
const REFUSALS: Record<OrderRefusal, SendError | undefined> = {
  NOT_PREMIUM: undefined,
  ORDERING_CLOSED: 'closed',
  TABLE_REQUIRED: 'tableRequired',
  TABLE_CODE_INVALID: 'tableCodeInvalid',
  DISHES_UNAVAILABLE: 'unavailable',
  PRICES_CHANGED: 'pricesChanged',
};

export type SendResult = { ok: true; order: PlacedOrder } | { ok: false; error: SendError };

const isPlaced = (value: unknown): value is PlacedOrder => {
  const order = value as Partial<PlacedOrder> | null;
  return (
    typeof order?.id === 'string' &&
    typeof order.statusToken === 'string' &&
    typeof order.number === 'number'
  );
};

/**
 * Sends the cart. The same `requestId` always means the same order on the server, so a retry
 * after a lost answer, a double tap or a second tab never makes two orders.
 */
export async function sendOrder(input: {
  menuId: string;
  /** The code of the diner's table (the page's `?t=`); none: an order without a table. */
  tableToken?: string;
  language: string;
  cart: Cart;
  requestId: string;
}): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch('/api/v1/public/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({
        menuId: input.menuId,
        ...(input.tableToken && { tableToken: input.tableToken }),
        clientRequestId: input.requestId,
        language: input.language,
        lines: toOrderLines(input.cart),
        // The total the diner saw: the server refuses rather than charge another one.
        expectedTotalCents: totalCents(input.cart),
      }),
    });
  } catch {
    return { ok: false, error: 'network' };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    // Accepted but unreadable: sending again with the same id returns this very order.
    return isPlaced(body) ? { ok: true, order: body } : { ok: false, error: 'network' };
  }
  const reason = (body as { error?: { reason?: string } } | null)?.error?.reason;
  // Among REFUSALS' own keys (`in` sees Object's too). The cart script targets Safari 14: no
  // Object.hasOwn, and no destructuring esbuild cannot lower there.
  const refusal = Object.entries(REFUSALS).find((entry) => entry[0] === reason)?.[1];
  if (refusal) return { ok: false, error: refusal };
  if (response.status === 429) return { ok: false, error: 'tooMany' };
  if (response.status === 403) return { ok: false, error: 'notTaking' };
  if (response.status >= 502) return { ok: false, error: 'network' };
  return { ok: false, error: 'failed' };
}

/** The page as the server renders it now (prices of a promotion that ended…), or null. */
export async function fetchCurrentPage(): Promise<Document | null> {
  try {
    const response = await fetch(location.href, { cache: 'no-cache' });
    if (!response.ok) return null;
    return new DOMParser().parseFromString(await response.text(), 'text/html');
  } catch {
    return null;
  }
}

/**
 * The server names unavailable dishes in French; the diner reads another language. The page
 * as it is now (re-rendered when the owner changed the menu) tells which of the cart's dishes
 * (or which of their variants) are gone or sold out, by id. Empty when it cannot tell.
 */
export async function findGoneLines(cart: Cart): Promise<CartLine[]> {
  const page = await fetchCurrentPage();
  if (!page?.getElementById('cart')) return [];
  const onMenu = readOrderables(page);
  return cart.lines.filter(
    (line) =>
      !onMenu.get(lineKey(line)) || onMenu.get(lineKey(line))?.card.hasAttribute('data-sold-out'),
  );
}
