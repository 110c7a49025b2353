// The diner's side of table ordering (issue 10 §3) in Chromium: a phone at table 4 reading the
// menu in English fills the cart, adds a note, reloads, sends (a double tap makes one order),
// and follows the order live while the owner moves it on through the API.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { watchConsole } from './support/dashboard';
import { API_HEADERS } from './support/e2e-env';
import { expect, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };

const dish = (name: string, price: string) => ({ id: randomUUID(), name, price, allergens: [] });
const menuDocument = () => ({
  name: 'Carte du soir',
  categories: [
    {
      id: 'entrees',
      name: 'Entrées',
      items: [dish('Velouté de potimarron', '8.5')],
    },
    {
      id: 'plats',
      name: 'Plats principaux',
      items: [dish('Bœuf bourguignon', '19.9'), dish('Risotto aux champignons', '17')],
    },
  ],
});

type Order = {
  id: string;
  number: number;
  status: string;
  table: string | null;
  language: string;
  totalCents: number;
  lines: { name: string; dinerName: string; quantity: number; note?: string }[];
};

/** A Premium owner signed in on `page` (their own browser context), with one menu. */
async function premiumRestaurant(
  page: Page,
  signedInOwner: (restaurantName: string, plan?: 'free' | 'premium') => Promise<unknown>,
  plan: 'free' | 'premium' = 'premium',
) {
  await signedInOwner('Chez Ardoise', plan);
  const document = menuDocument();
  const created = await page.request.post('/api/v1/menus', {
    headers: API_HEADERS,
    data: document,
  });
  expect(created.status(), await created.text()).toBe(201);
  const menu = (await created.json()) as { id: string; version: number };
  const account = (await (await page.request.get('/api/v1/account')).json()) as { id: string };
  return { ownerId: account.id, menu, document };
}

async function setOrdering(request: APIRequestContext, open: boolean) {
  const response = await request.put('/api/v1/ordering', { headers: API_HEADERS, data: { open } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The address table `name`'s QR code carries (`/u/{ownerId}?t={token}`, issue 21 §2). */
async function tableUrl(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.put('/api/v1/tables', {
    headers: API_HEADERS,
    data: { names: ['4', '7'] },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { tables } = (await response.json()) as { tables: { name: string; url: string }[] };
  return tables.find((table) => table.name === name)?.url ?? '';
}

async function listOrders(request: APIRequestContext): Promise<Order[]> {
  const response = await request.get('/api/v1/orders');
  expect(response.status()).toBe(200);
  return (await response.json()) as Order[];
}

async function moveOrder(request: APIRequestContext, id: string, status: string) {
  const response = await request.post(`/api/v1/orders/${id}/status`, {
    headers: API_HEADERS,
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The diner's phone, in its own context (no owner session). Notification is replaced by a
 * recorder: headless Chromium has no notification centre to look at.
 */
async function dinerPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-GB', hasTouch: true });
  await context.addInitScript(() => {
    const log = JSON.parse(sessionStorage.getItem('test.notifications') ?? '[]') as string[];
    const record = (entry: string) => {
      log.push(entry);
      sessionStorage.setItem('test.notifications', JSON.stringify(log));
    };
    class RecordedNotification {
      static permission = localStorage.getItem('test.permission') ?? 'default';
      static async requestPermission() {
        record('asked');
        RecordedNotification.permission = 'granted';
        localStorage.setItem('test.permission', 'granted');
        return 'granted';
      }
      constructor(title: string) {
        record(title);
      }
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification });
  });
  return { context, page: await context.newPage() };
}

const notifications = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('test.notifications') ?? '[]'));

const cartButton = (page: Page) => page.getByRole('button', { name: /^View cart/ });
const cartPanel = (page: Page) => page.getByRole('dialog', { name: 'Your order' });
const pill = (page: Page) => page.locator('.order-pills .pill');
/** The browser logs refused requests; the tests that expect a 409 expect that line too. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !error.includes('status of 409 (Conflict)'));

test('a diner at table 4 orders in English and follows the order live to “Ready!”', async ({
  page: ownerPage,
  browser,
  signedInOwner,
}, testInfo) => {
  await premiumRestaurant(ownerPage, signedInOwner);
  await setOrdering(ownerPage.request, true);
  const { context, page } = await dinerPhone(browser);
  const errors = watchConsole(page);

  // The per-table QR code, then English from the language selector.
  await page.goto(await tableUrl(ownerPage.request, '4'));
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.table-badge')).toHaveText('Table 4');
  await expect(cartButton(page)).toHaveAccessibleName('View cart (0)');

  const addBeef = page.getByRole('button', { name: 'Add Beef bourguignon to cart' });
  await addBeef.click();
  await addBeef.click();
  await page.getByRole('button', { name: 'Add Red kuri squash soup to cart' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('View cart (3)');
  await expect(page.locator('.cart-count')).toHaveText('3');
  await page.screenshot({ path: testInfo.outputPath('menu-with-cart-phone.png') });

  // From the dish sheet too.
  await page.locator('summary', { hasText: 'Mushroom risotto' }).click();
  const sheet = page.locator('dialog.sheet[open]');
  await sheet.getByRole('button', { name: 'Add Mushroom risotto to cart' }).click();
  await expect(sheet).toBeHidden();
  await expect(cartButton(page)).toHaveAccessibleName('View cart (4)');

  await cartButton(page).click();
  const panel = cartPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Table 4', { exact: true })).toBeVisible();
  await expect(panel.getByText('Online payment – Coming soon')).toBeVisible();
  await expect(panel.locator('.cart-total strong')).toHaveText('65,30 €');
  // Minus at 1 removes the line; plus adds one.
  await panel.getByRole('button', { name: 'Decrease quantity of Mushroom risotto' }).click();
  await expect(panel.getByText('Mushroom risotto')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Increase quantity of Red kuri squash soup' }).click();
  await expect(panel.locator('.cart-total strong')).toHaveText('56,80 €');
  await panel.getByRole('button', { name: 'Decrease quantity of Red kuri squash soup' }).click();
  await panel.getByLabel('Note (optional) – Beef bourguignon').fill('sauce on the side');
  await expect(panel.locator('.cart-total strong')).toHaveText('48,30 €');

  await page.screenshot({ path: testInfo.outputPath('cart-panel-phone.png') });
  // Targets big enough for a thumb.
  const smallest = await page.evaluate(() =>
    Math.min(
      ...[...document.querySelectorAll('.cart-panel button, .add-dish, .cart-fab')]
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .map((element) => element.getBoundingClientRect().height),
    ),
  );
  expect(smallest).toBeGreaterThanOrEqual(44);

  // Escape closes the panel and gives the focus back to the cart button.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(cartButton(page)).toBeFocused();

  // The cart survives a reload (and the table and the language stay).
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('View cart (3)');
  await expect(page.locator('.table-badge')).toHaveText('Table 4');
  await cartButton(page).click();
  await expect(panel.getByLabel('Note (optional) – Beef bourguignon')).toHaveValue(
    'sauce on the side',
  );

  // A double tap on Send makes one order.
  await panel.getByRole('button', { name: 'Send order' }).dblclick();
  await expect(panel).toBeHidden();
  await expect(pill(page)).toContainText('Pending');
  await expect(pill(page)).toHaveClass(/pill-pending/);
  await expect(cartButton(page)).toHaveAccessibleName('View cart (0)');
  expect(await notifications(page)).toEqual(['asked']);

  const orders = await listOrders(ownerPage.request);
  expect(orders).toHaveLength(1);
  const order = orders[0] as Order;
  expect(order).toMatchObject({ status: 'pending', table: '4', language: 'en', totalCents: 4830 });
  expect(order.lines).toEqual([
    {
      dishId: expect.any(String),
      name: 'Bœuf bourguignon',
      dinerName: 'Beef bourguignon',
      unitPriceCents: 1990,
      quantity: 2,
      note: 'sauce on the side',
      vatRateBp: 1000,
    },
    {
      dishId: expect.any(String),
      name: 'Velouté de potimarron',
      dinerName: 'Red kuri squash soup',
      unitPriceCents: 850,
      quantity: 1,
      vatRateBp: 1000,
    },
  ]);
  await expect(pill(page)).toContainText(`No. ${order.number}`);

  // The owner moves it on; the pill follows live.
  await moveOrder(ownerPage.request, order.id, 'preparing');
  await expect(pill(page)).toHaveClass(/pill-preparing/);
  await expect(pill(page)).toContainText('Preparing');
  const dots = pill(page).locator('.pill-dots');
  const firstDots = await dots.textContent();
  await expect(dots).not.toHaveText(firstDots ?? '', { timeout: 2_000 });

  await moveOrder(ownerPage.request, order.id, 'ready');
  await expect(pill(page)).toContainText('Ready!');
  await expect(pill(page)).toHaveClass(/pill-ready/);
  await page.screenshot({ path: testInfo.outputPath('pill-ready-phone.png') });
  await expect.poll(() => notifications(page)).toEqual(['asked', 'Your order is ready!']);

  // The pill survives a reload.
  await page.reload();
  await expect(pill(page)).toContainText('Ready!');

  // Completed: the pill goes. The stream delivers in order and replays from the last event the
  // page saw, so once the pill is gone every earlier event has been applied: a second "ready"
  // notification would be there by now.
  await moveOrder(ownerPage.request, order.id, 'completed');
  await expect(pill(page)).toHaveCount(0);
  expect(await notifications(page)).toEqual(['asked', 'Your order is ready!']);
  await page.reload();
  await expect(cartButton(page)).toBeVisible();
  await expect(pill(page)).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('closed ordering says so in the diner’s language; the menu stays readable', async ({
  page: ownerPage,
  browser,
  signedInOwner,
}) => {
  await premiumRestaurant(ownerPage, signedInOwner);
  const { context, page } = await dinerPhone(browser);
  const errors = watchConsole(page);

  // Closed by default for a new Premium owner.
  await page.goto(`${await tableUrl(ownerPage.request, '4')}&lang=en`);
  const notice = page.locator('[data-ordering-closed]');
  await expect(notice).toHaveText('Ordering is closed at the moment.');
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: /to cart$/ })).toHaveCount(0);
  await expect(page.getByText('Beef bourguignon')).toBeVisible();

  // Opened: the notice goes, the cart comes.
  await setOrdering(ownerPage.request, true);
  await page.reload();
  await expect(notice).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Beef bourguignon to cart' }).click();

  // Closed while the diner was choosing: the send is refused, the cart kept.
  await setOrdering(ownerPage.request, false);
  await cartButton(page).click();
  await cartPanel(page).getByRole('button', { name: 'Send order' }).click();
  await expect(cartPanel(page).getByRole('alert')).toHaveText('Ordering is closed at the moment.');
  await expect(cartPanel(page).getByRole('button', { name: 'Send order' })).toBeDisabled();
  expect(await listOrders(ownerPage.request)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /to cart$/ })).toHaveCount(0);
  await expect(cartButton(page)).toHaveAccessibleName('View cart (1)');

  // Open again: the same cart goes through.
  await setOrdering(ownerPage.request, true);
  await page.reload();
  await cartButton(page).click();
  await cartPanel(page).getByRole('button', { name: 'Send order' }).click();
  await expect(pill(page)).toContainText('Pending');
  expect(await listOrders(ownerPage.request)).toHaveLength(1);
  expect(unexpected(errors)).toEqual([]);
  await context.close();
});

test('a dish withdrawn meanwhile is named in the diner’s language and taken out', async ({
  page: ownerPage,
  browser,
  signedInOwner,
}) => {
  const { ownerId, menu, document } = await premiumRestaurant(ownerPage, signedInOwner);
  await setOrdering(ownerPage.request, true);
  // An order without a table's code: the owner takes those ("Commandes à emporter / sans table").
  const takeAway = await ownerPage.request.put('/api/v1/ordering', {
    headers: API_HEADERS,
    data: { takeAway: true },
  });
  expect(takeAway.status()).toBe(200);
  const { context, page } = await dinerPhone(browser);
  const errors = watchConsole(page);
  await page.goto(`/u/${ownerId}?lang=en`);
  await page.getByRole('button', { name: 'Add Beef bourguignon to cart' }).click();
  await page.getByRole('button', { name: 'Add Mushroom risotto to cart' }).click();

  const withdrawn = structuredClone(document);
  const risotto = withdrawn.categories[1]?.items[1] as { isActive?: boolean };
  risotto.isActive = false;
  const saved = await ownerPage.request.put(`/api/v1/menus/${menu.id}`, {
    data: withdrawn,
    headers: { ...API_HEADERS, 'if-match': `"${menu.version}"` },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await cartButton(page).click();
  await cartPanel(page).getByRole('button', { name: 'Send order' }).click();
  await expect(cartPanel(page).getByRole('alert')).toHaveText(
    'These dishes are no longer available and were removed from your cart: Mushroom risotto.',
  );
  await expect(cartButton(page)).toHaveAccessibleName('View cart (1)');
  await cartPanel(page).getByRole('button', { name: 'Send order' }).click();
  await expect(pill(page)).toContainText('Pending');
  const orders = await listOrders(ownerPage.request);
  expect(orders.map((order) => order.lines.map((line) => line.name))).toEqual([
    ['Bœuf bourguignon'],
  ]);
  // Orders from a page opened without a table code say so (never "N/A").
  expect(orders[0]?.table).toBeNull();
  expect(unexpected(errors)).toEqual([]);
  await context.close();
});

test('an answer lost on the way, then a retry, makes one order; a cancel shows', async ({
  page: ownerPage,
  browser,
  signedInOwner,
}) => {
  await premiumRestaurant(ownerPage, signedInOwner);
  await setOrdering(ownerPage.request, true);
  const { context, page } = await dinerPhone(browser);
  await page.goto(`${await tableUrl(ownerPage.request, '7')}&lang=en`);
  await page.getByRole('button', { name: 'Add Beef bourguignon to cart' }).click();
  // The order reaches the server, its answer never reaches the phone.
  await page.route('**/api/v1/public/orders', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await cartButton(page).click();
  await cartPanel(page).getByRole('button', { name: 'Send order' }).click();
  await expect(cartPanel(page).getByRole('alert')).toHaveText(
    'No connection. Your cart is kept: please try again.',
  );
  expect(await listOrders(ownerPage.request)).toHaveLength(1);
  // Even after a reload, the retry carries the same request id: the same order comes back.
  await page.unroute('**/api/v1/public/orders');
  await page.reload();
  await cartButton(page).click();
  await cartPanel(page).getByRole('button', { name: 'Send order' }).click();
  await expect(pill(page)).toContainText('Pending');
  const orders = await listOrders(ownerPage.request);
  expect(orders).toHaveLength(1);
  await expect(pill(page)).toContainText(`No. ${orders[0]?.number}`);

  // Cancelled by the restaurant: the pill says so until the diner hides it.
  await moveOrder(ownerPage.request, orders[0]?.id ?? '', 'cancelled');
  await expect(pill(page)).toContainText('Order cancelled');
  await expect(pill(page)).toHaveClass(/pill-cancelled/);
  await pill(page)
    .getByRole('button', { name: `Hide – No. ${orders[0]?.number}` })
    .click();
  await expect(pill(page)).toHaveCount(0);
  await page.reload();
  await expect(cartButton(page)).toBeVisible();
  await expect(pill(page)).toHaveCount(0);
  await context.close();
});

test('without JavaScript a Premium menu reads in full, with no cart controls', async ({
  page: ownerPage,
  browser,
  signedInOwner,
}) => {
  const { ownerId } = await premiumRestaurant(ownerPage, signedInOwner);
  await setOrdering(ownerPage.request, true);
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/u/${ownerId}?table=4&lang=en`);
  await expect(page.getByRole('heading', { name: 'Carte du soir' })).toBeVisible();
  await expect(page.getByText('Beef bourguignon')).toBeVisible();
  await expect(page.getByText('19,90 €')).toBeVisible();
  await expect(page.getByRole('button', { name: /cart/ })).toHaveCount(0);
  await expect(page.locator('.cart-fab, .add-dish, .order-pills')).toHaveCount(0);
  await context.close();
});

test('a free menu has no cart', async ({ page: ownerPage, browser, signedInOwner }) => {
  const { ownerId } = await premiumRestaurant(ownerPage, signedInOwner, 'free');
  const { context, page } = await dinerPhone(browser);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/u/${ownerId}?table=4`);
  await expect(page.getByText('Bœuf bourguignon')).toBeVisible();
  await expect(page.locator('#cart')).toHaveCount(0);
  // No ordering, so no table badge, and no Premium upsell aimed at the diners (issue 21 §9).
  await expect(page.locator('.table-badge')).toHaveCount(0);
  await expect(page.getByText(/Premium|restaurateur/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /panier/i })).toHaveCount(0);
  await expect(page.locator('.cart-fab, .add-dish, .order-pills')).toHaveCount(0);
  expect(scripts.some((path) => path.startsWith('/diner/cart.'))).toBe(false);
  await context.close();
});
