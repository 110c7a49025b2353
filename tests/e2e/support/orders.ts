// Orders in the specs: the one place where a diner's order is placed through the public API, so
// that a change to what an order needs (a table token, say) is made here only.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { API_HEADERS } from './e2e-env';

/** `variant`: the name of one of the dish's variants ("Verre 12 cl"), for a dish that has them. */
export type OrderLine = { dish: string; variant?: string; quantity: number; note?: string };

/**
 * The code of the owner's table `name` (its QR code's `?t=`), the table added if need be; with
 * no name, the owner's take-away switch on, as orders without a table need (issue 21 §2).
 */
export async function tableTokenOf(page: Page, name?: string): Promise<string | undefined> {
  if (name === undefined) {
    const ordering = await page.request.put('/api/v1/ordering', {
      headers: API_HEADERS,
      data: { takeAway: true },
    });
    expect(ordering.status()).toBe(200);
    return undefined;
  }
  type Tables = { tables: { name: string; token: string }[] };
  const { tables } = (await (await page.request.get('/api/v1/tables')).json()) as Tables;
  const names = [...new Set([...tables.map((table) => table.name), name])];
  const saved = await page.request.put('/api/v1/tables', { headers: API_HEADERS, data: { names } });
  return ((await saved.json()) as Tables).tables.find((table) => table.name === name)?.token;
}

/**
 * Places an order as a diner would (`diner`: a request context without the owner's session),
 * naming dishes by their name in the owner's stored menu (read with the owner's `page`), at
 * table `table` (its code looked up, the table added if need be) or, without, take-away.
 */
export async function placeOrder(
  page: Page,
  diner: APIRequestContext,
  menuId: string,
  lines: OrderLine[],
  table?: string,
): Promise<{ id: string; number: number }> {
  const menu = (await (await page.request.get(`/api/v1/menus/${menuId}`)).json()) as {
    document: {
      categories: {
        items: { id: string; name: string; variants?: { id: string; name: string }[] }[];
      }[];
    };
  };
  const dishes = menu.document.categories.flatMap((category) => category.items);
  const response = await diner.post('/api/v1/public/orders', {
    headers: API_HEADERS,
    data: {
      menuId,
      tableToken: await tableTokenOf(page, table),
      language: 'en',
      clientRequestId: randomUUID(),
      lines: lines.map(({ dish, variant, quantity, note }) => {
        const item = dishes.find((candidate) => candidate.name === dish);
        const variantId = item?.variants?.find((candidate) => candidate.name === variant)?.id;
        return { dishId: item?.id, variantId, quantity, note };
      }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; number: number };
}

/** Opens ordering for the signed-in owner of `page` (closed by default). */
export async function openOrdering(page: Page) {
  const response = await page.request.put('/api/v1/ordering', {
    headers: API_HEADERS,
    data: { open: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Moves an order as another device of the restaurant would (the board is not told). */
export async function changeOrderStatus(page: Page, orderId: string, status: string) {
  const response = await page.request.post(`/api/v1/orders/${orderId}/status`, {
    headers: API_HEADERS,
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The orders board (loaded, or `reload`ed), its live feed connected: orders placed afterwards
 * arrive through it. A loaded machine may take a few seconds to show it.
 */
export async function openBoard(page: Page, { reload = false } = {}) {
  const feed = page.waitForResponse((response) => response.url().endsWith('/api/v1/orders/events'));
  await (reload ? page.reload() : page.goto('/dashboard/orders'));
  await feed;
  await expect(page.getByRole('tablist')).toBeVisible({ timeout: 15_000 });
}
