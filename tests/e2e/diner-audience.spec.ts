// Issue 26 §1, the diner page's side: what diners do is counted, never who they are. A phone
// opens a dish, uses the filter, adds to the cart and switches language; the page sends its
// counts with one beacon when it is hidden, without a cookie or any identifier. The owner's
// preview counts nothing. The "Mesure d'audience" note says so.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { watchConsole } from './support/dashboard';
import { API_HEADERS } from './support/e2e-env';
import { expect, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };
const EVENTS_PATH = '/api/v1/public/events';

/** Every beacon the browser sends from `context`'s pages, as it sends it. */
function recordBeacons(context: BrowserContext) {
  const beacons: Request[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === EVENTS_PATH) beacons.push(request);
  });
  return beacons;
}

/**
 * The bodies of the beacons `page` sends, as the browser's DevTools protocol sees them on the
 * wire (Playwright reports a beacon's request, not its Blob body).
 */
async function beaconBodies(page: Page) {
  const bodies: unknown[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.endsWith(EVENTS_PATH)) return;
    cdp
      .send('Network.getRequestPostData', { requestId: event.requestId })
      .then((answer) => bodies.push(JSON.parse(answer.postData)))
      .catch((error: Error) => bodies.push({ unreadable: error.message, request: event.request }));
  });
  return bodies;
}

/**
 * What a phone does when the diner switches to another app: the page becomes hidden. Headless
 * Chromium never hides a page by itself, so its state is set and the browser's event fired.
 */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    // Shown again, as when the diner comes back.
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });
}

test('a diner’s dish, filter, cart and language go out in one anonymous beacon when the page is hidden', async ({
  page: ownerPage,
  browser,
  signedInOwner,
}) => {
  await signedInOwner('Chez Ardoise', 'premium');
  const soupId = randomUUID();
  const stewId = randomUUID();
  const created = await ownerPage.request.post('/api/v1/menus', {
    headers: API_HEADERS,
    data: {
      name: 'Carte du soir',
      categories: [
        {
          id: 'plats',
          name: 'Plats principaux',
          items: [
            { id: soupId, name: 'Velouté de potimarron', price: '8.5', allergens: [] },
            { id: stewId, name: 'Bœuf bourguignon', price: '19.9', allergens: [] },
          ],
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const menu = (await created.json()) as { id: string };
  const ordering = await ownerPage.request.put('/api/v1/ordering', {
    headers: API_HEADERS,
    data: { open: true },
  });
  expect(ordering.status(), await ordering.text()).toBe(200);

  const tables = await ownerPage.request.put('/api/v1/tables', {
    headers: API_HEADERS,
    data: { names: ['4'] },
  });
  expect(tables.status(), await tables.text()).toBe(200);
  const table = ((await tables.json()) as { tables: { url: string }[] }).tables[0];

  // The owner's preview: no menu to count for, so no beacon is ever armed.
  await ownerPage.goto(`/api/v1/menus/${menu.id}/preview`);
  await expect(ownerPage.locator('main#menu')).toBeVisible();
  await expect(ownerPage.locator('main[data-menu-id]')).toHaveCount(0);

  const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR', hasTouch: true });
  const beacons = recordBeacons(context);
  const page = await context.newPage();
  const bodies = await beaconBodies(page);
  // Table 4's QR code.
  await page.goto(table?.url ?? '');
  await expect(page.locator('main#menu')).toHaveAttribute('data-menu-id', menu.id);

  // A dish opened in its sheet, the diet filter used (twice: counted once), a dish added.
  await page.locator('#menu').getByText('Velouté de potimarron').click();
  const sheet = page.getByRole('dialog', { name: 'Velouté de potimarron' });
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  const vegetarian = page.getByRole('checkbox', { name: 'Végétarien' });
  await vegetarian.check();
  await vegetarian.uncheck();
  await page.getByRole('button', { name: 'Ajouter Velouté de potimarron au panier' }).click();
  // Nothing is sent while the diner reads.
  await page.waitForTimeout(300);
  expect(beacons).toHaveLength(0);

  // The diner opens the English menu in a new tab, then switches to another app: the page is
  // hidden, and its counts go out in one beacon. (A phone leaving the page or closing it sends
  // the same beacon from `pagehide`; Chromium delivers it, but a beacon sent while the document
  // unloads is not reported by Playwright's network events, so here the page is hidden instead,
  // the way a phone hides it when the diner switches apps.)
  const english = context.waitForEvent('page');
  await page.getByRole('link', { name: 'English', exact: true }).click({ modifiers: ['Control'] });
  await (await english).close();
  const hidden = page.waitForRequest((request) => request.url().endsWith(EVENTS_PATH));
  await hide(page);
  const beacon = await hidden;
  expect(beacon.method()).toBe('POST');
  const headers = await beacon.allHeaders();
  expect(headers['content-type']).toBe('application/json');
  expect(headers.cookie).toBeUndefined();
  await expect.poll(() => bodies.length).toBe(1);
  expect(bodies[0]).toEqual({
    menuId: menu.id,
    events: [
      { type: 'dish_opened', dishId: soupId },
      { type: 'filter_used' },
      { type: 'cart_added', dishId: soupId },
      { type: 'language_switched', lang: 'en' },
    ],
  });
  // Until the server's route exists (issue 26, built separately), the beacon is answered 404:
  // the page does not care, nothing waits for the answer.

  // Back on the page: a new batch, sent at the next hide; nothing is sent twice.
  await page.getByRole('button', { name: 'Ajouter Bœuf bourguignon au panier' }).click();
  const again = page.waitForRequest((request) => request.url().endsWith(EVENTS_PATH));
  await hide(page);
  await again;
  await expect.poll(() => bodies.length).toBe(2);
  expect(bodies[1]).toEqual({
    menuId: menu.id,
    events: [{ type: 'cart_added', dishId: stewId }],
  });
  expect(beacons).toHaveLength(2);
  await context.close();
});

type Fixtures = Parameters<Parameters<typeof test>[2]>[0];

/** A restaurant whose one active menu has a risotto. */
async function risottoMenu(
  createOwner: Fixtures['createOwner'],
  createMenuFor: Fixtures['createMenuFor'],
  plan: 'free' | 'premium',
) {
  const owner = await createOwner({ restaurantName: 'Trattoria', plan });
  await createMenuFor(owner, {
    name: 'Carte',
    categories: [
      {
        id: 'plats',
        name: 'Plats principaux',
        items: [{ id: randomUUID(), name: 'Risotto', price: '17', allergens: [] }],
      },
    ],
  });
  return owner;
}

test('the “Mesure d’audience” note is one tap away, in the page’s language, and accessible', async ({
  browser,
  createOwner,
  createMenuFor,
}) => {
  const owner = await risottoMenu(createOwner, createMenuFor, 'premium');
  const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR', hasTouch: true });
  const page = await context.newPage();
  await page.goto(`/u/${owner.id}`);
  const note = page.getByRole('region', { name: 'Mesure d’audience' });
  await expect(note).toBeHidden();
  await page.getByRole('link', { name: 'Mesure d’audience' }).click();
  await expect(note).toBeVisible();
  await expect(note).toContainText('ni cookie, ni identifiant, ni script tiers');
  await expectAccessible(page, 'the audience note (fr)');

  await page.goto(`/u/${owner.id}?lang=it#audience`);
  const italian = page.getByRole('region', { name: 'Misurazione del pubblico' });
  await expect(italian).toBeVisible();
  await expect(italian).toContainText('non usa cookie');
  await expectAccessible(page, 'the audience note (it)');
  await context.close();
});

test('a browser without sendBeacon reads and uses the page as before, and sends nothing', async ({
  browser,
  createOwner,
  createMenuFor,
}) => {
  const owner = await risottoMenu(createOwner, createMenuFor, 'free');
  const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR', hasTouch: true });
  // An older browser.
  await context.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'sendBeacon');
  });
  const beacons = recordBeacons(context);
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(`/u/${owner.id}`);
  await expect(page.locator('main#menu')).toHaveAttribute('data-menu-id', /.+/);
  await page.locator('#menu').getByText('Risotto').click();
  await expect(page.getByRole('dialog', { name: 'Risotto' })).toBeVisible();
  await page.keyboard.press('Escape');
  await hide(page);
  await page.getByRole('checkbox', { name: 'Végétarien' }).check();
  await expect(page.locator('#menu').getByText('Risotto')).toBeHidden();
  expect(beacons).toHaveLength(0);
  expect(errors).toEqual([]);
  await context.close();
});
