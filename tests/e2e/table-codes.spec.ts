// Issue 21 §2 in Chromium, no header injected into any page: an order's table is the one its
// QR code's secret stands for. A phone scans table 4's code, switches to English, opens the
// code again in a new tab and orders; the board says "Table 4". Without a table's code, or with
// an invented or regenerated one, ordering is refused until the owner takes take-away orders.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expectAccessible } from './support/a11y';
import { createMenuViaApi, toasts, watchConsole } from './support/dashboard';
import { API_HEADERS } from './support/e2e-env';
import { expect, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };

/** A diner's phone: its own context (no owner session), touch, English system language. */
async function dinerPhone(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'en-GB' });
}

/** What a phone's camera reads: the table's code as the owner downloads it from the QR page. */
async function scanTableCode(owner: Page, label: string): Promise<string> {
  const download = owner.getByRole('link', { name: `Télécharger le QR code : ${label}` });
  const png = await owner.request.get((await download.getAttribute('href')) ?? '');
  expect(png.status()).toBe(200);
  const image = PNG.sync.read(await png.body());
  const text = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
  expect(text).toBeTruthy();
  return text ?? '';
}

async function premiumWithMenu(
  owner: Page,
  signedInOwner: (name: string, plan: 'premium') => Promise<{ id: string }>,
) {
  const account = await signedInOwner('Chez Ardoise', 'premium');
  await createMenuViaApi(owner, 'Carte du soir', [
    { name: 'Bœuf bourguignon', price: '19.90' },
    { name: 'Velouté de potimarron', price: '8.50' },
  ]);
  return account;
}

const cartButton = (page: Page) => page.getByRole('button', { name: /^View cart/ });
const cartPanel = (page: Page) => page.getByRole('dialog', { name: 'Your order' });
const notice = (page: Page) => page.locator('[data-ordering-notice]');

test('a diner scans table 4, switches to English, reopens the code in a new tab and orders; the board says Table 4', async ({
  page: owner,
  browser,
  signedInOwner,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(owner);
  await premiumWithMenu(owner, signedInOwner);

  // The owner numbers six tables on the QR page and opens ordering on the board.
  await owner.goto('/dashboard/qr-code');
  await owner.getByRole('spinbutton', { name: 'Nombre de tables' }).fill('6');
  await owner.getByRole('button', { name: 'Numéroter les tables' }).click();
  await expect(toasts(owner).getByText('Tables enregistrées')).toBeVisible();
  const code = await scanTableCode(owner, 'Table 4');
  expect(code).toMatch(/\/u\/[^/?]+\?t=[\w-]{16}$/);
  await owner.goto('/dashboard/orders');
  await owner.getByRole('switch', { name: 'Commandes ouvertes' }).click();
  await expect(owner.getByRole('switch', { name: 'Commandes ouvertes' })).toBeChecked();
  await expect(
    owner.getByRole('switch', { name: 'Commandes à emporter / sans table' }),
  ).not.toBeChecked();

  const phone = await dinerPhone(browser);
  const tab = await phone.newPage();
  const tabErrors = watchConsole(tab);
  await tab.goto(code);
  await expect(tab.locator('.table-badge')).toHaveText('Table 4');
  await tab.getByRole('link', { name: 'English', exact: true }).click();
  await expect(tab.locator('html')).toHaveAttribute('lang', 'en');
  await expect(tab.locator('.table-badge')).toHaveText('Table 4');
  expect(new URL(tab.url()).searchParams.get('t')).toBe(new URL(code).searchParams.get('t'));
  // A filter keeps the table too (the form's hidden field, then the address).
  await tab.getByRole('checkbox', { name: 'Vegetarian' }).check();
  expect(new URL(tab.url()).searchParams.get('t')).toBe(new URL(code).searchParams.get('t'));
  await tab.getByRole('checkbox', { name: 'Vegetarian' }).uncheck();

  // The same code opened again in a new tab (no sessionStorage of the first): English, Table 4.
  const again = await phone.newPage();
  const againErrors = watchConsole(again);
  await again.goto(code);
  await expect(again.locator('html')).toHaveAttribute('lang', 'en');
  await expect(again.locator('.table-badge')).toHaveText('Table 4');
  await again.getByRole('button', { name: 'Add Beef bourguignon to cart' }).click();
  await cartButton(again).click();
  await expect(cartPanel(again).getByText('Table 4', { exact: true })).toBeVisible();
  await cartPanel(again).getByRole('button', { name: 'Send order' }).click();
  await expect(again.locator('.order-pills .pill')).toContainText('Pending');

  // The board, live: the order comes from table 4, as its code says.
  // The order's card (the table's tab, under the board, is "Addition Table 4").
  const card = owner.getByRole('article', { name: /Table 4/ }).filter({ hasText: 'n°' });
  await expect(card).toBeVisible({ timeout: 5000 });
  await expect(card).toContainText('Bœuf bourguignon');
  const orders = (await (await owner.request.get('/api/v1/orders')).json()) as { table: string }[];
  expect(orders.map((order) => order.table)).toEqual(['4']);
  expect([...errors, ...tabErrors, ...againErrors]).toEqual([]);
  await phone.close();
});

test('no code, an invented one or an old ?table= link cannot order until take-away is on', async ({
  page: owner,
  browser,
  signedInOwner,
}) => {
  test.setTimeout(120_000);
  const account = await premiumWithMenu(owner, signedInOwner);
  const opened = await owner.request.put('/api/v1/ordering', {
    headers: API_HEADERS,
    data: { open: true },
  });
  expect(opened.status()).toBe(200);
  const phone = await dinerPhone(browser);
  const diner = await phone.newPage();
  const addButtons = diner.getByRole('button', { name: /to cart$/ });

  // The restaurant's general code: readable, ordering needs a table's code.
  await diner.goto(`/u/${account.id}?lang=en`);
  await expect(notice(diner)).toHaveText('To order, scan the QR code on your table.');
  await expect(diner.getByText('Beef bourguignon')).toBeVisible();
  await expect(addButtons).toHaveCount(0);
  await expect(diner.locator('.table-badge')).toHaveCount(0);

  // An invented code: said to be no longer valid, in the diner's language.
  await diner.goto(`/u/${account.id}?t=Inv3ntedTable0042&lang=en`);
  await expect(notice(diner)).toHaveText(
    'This QR code is no longer valid, please ask the staff for a new one.',
  );
  await expect(diner.locator('.table-badge')).toHaveCount(0);
  await expect(addButtons).toHaveCount(0);

  // A code printed before table codes: the table shows, for reading only.
  await diner.goto(`/u/${account.id}?table=4&lang=en`);
  await expect(diner.locator('.table-badge')).toHaveText('Table 4');
  await expect(notice(diner)).toHaveText('To order, scan the QR code on your table.');
  await expect(addButtons).toHaveCount(0);

  // A script posting orders itself is refused the same way.
  const menus = (await (await owner.request.get('/api/v1/menus')).json()) as { id: string }[];
  const menu = (await (await owner.request.get(`/api/v1/menus/${menus[0]?.id}`)).json()) as {
    id: string;
    document: { categories: { items: { id: string }[] }[] };
  };
  const dishId = menu.document.categories[0]?.items[0]?.id;
  const post = (extra: object) =>
    diner.request.post('/api/v1/public/orders', {
      headers: API_HEADERS,
      data: {
        menuId: menu.id,
        clientRequestId: crypto.randomUUID(),
        lines: [{ dishId, quantity: 1 }],
        ...extra,
      },
    });
  for (const [extra, reason] of [
    [{}, 'TABLE_REQUIRED'],
    [{ table: '4' }, 'TABLE_REQUIRED'],
    [{ tableToken: 'Inv3ntedTable0042' }, 'TABLE_CODE_INVALID'],
  ] as const) {
    const refused = await post(extra);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.reason).toBe(reason);
  }

  // The owner takes take-away orders: the general code orders, marked as such on the board.
  await owner.goto('/dashboard/orders');
  const takeAway = owner.getByRole('switch', { name: 'Commandes à emporter / sans table' });
  await takeAway.click();
  await expect(takeAway).toBeChecked();
  await expect(
    toasts(owner).getByText('Commandes à emporter / sans table acceptées'),
  ).toBeVisible();
  await diner.goto(`/u/${account.id}?lang=en`);
  await expect(notice(diner)).toHaveCount(0);
  await diner.getByRole('button', { name: 'Add Beef bourguignon to cart' }).click();
  await cartButton(diner).click();
  await expect(cartPanel(diner).getByText('Takeaway / no table', { exact: true })).toBeVisible();
  await cartPanel(diner).getByRole('button', { name: 'Send order' }).click();
  await expect(diner.locator('.order-pills .pill')).toContainText('Pending');
  await expect(owner.getByRole('article', { name: /À emporter \/ sans table/ })).toBeVisible({
    timeout: 5000,
  });
  expect((await post({ tableToken: 'Inv3ntedTable0042' })).status()).toBe(403);
  await phone.close();
});

test('a regenerated code stops ordering at once and says so; the new code orders', async ({
  page: owner,
  browser,
  signedInOwner,
}) => {
  test.setTimeout(120_000);
  await premiumWithMenu(owner, signedInOwner);
  const saved = await owner.request.put('/api/v1/tables', {
    headers: API_HEADERS,
    data: { names: ['4', '7'] },
  });
  expect(saved.status()).toBe(200);
  await owner.request.put('/api/v1/ordering', { headers: API_HEADERS, data: { open: true } });
  await owner.goto('/dashboard/qr-code');
  const oldCode = await scanTableCode(owner, 'Table 4');

  const phone = await dinerPhone(browser);
  const diner = await phone.newPage();
  await diner.goto(`${oldCode}&lang=en`);
  await diner.getByRole('button', { name: 'Add Beef bourguignon to cart' }).click();

  // The card was photographed and taken home: the owner gives table 4 a new code.
  const thumbnail = owner.getByRole('img', { name: 'QR code : Table 4' });
  const oldSrc = await thumbnail.getAttribute('src');
  await owner.getByRole('button', { name: 'Nouveau QR code : Table 4' }).click();
  const dialog = owner.getByRole('alertdialog', { name: 'Remplacer le QR code de « Table 4 » ?' });
  await dialog.getByRole('button', { name: 'Remplacer le code' }).click();
  await expect(toasts(owner).getByText('Nouveau QR code pour Table 4')).toBeVisible();
  await expect(thumbnail).not.toHaveAttribute('src', oldSrc ?? '');
  const newCode = await scanTableCode(owner, 'Table 4');
  expect(newCode).not.toBe(oldCode);

  // The open page's send is refused in English; the page itself now says the code is stale.
  await cartButton(diner).click();
  await cartPanel(diner).getByRole('button', { name: 'Send order' }).click();
  await expect(cartPanel(diner).getByRole('alert')).toHaveText(
    'This QR code is no longer valid, please ask the staff for a new one.',
  );
  await diner.reload();
  await expect(notice(diner)).toHaveText(
    'This QR code is no longer valid, please ask the staff for a new one.',
  );
  await expect(diner.locator('.table-badge')).toHaveCount(0);

  await diner.goto(newCode);
  await expect(diner.locator('.table-badge')).toHaveText('Table 4');
  await cartButton(diner).click();
  await cartPanel(diner).getByRole('button', { name: 'Send order' }).click();
  await expect(diner.locator('.order-pills .pill')).toContainText('Pending');
  const orders = (await (await owner.request.get('/api/v1/orders')).json()) as { table: string }[];
  expect(orders.map((order) => order.table)).toEqual(['4']);
  await phone.close();
});

test.describe('the QR page on a phone', () => {
  test.use({ viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  test('names its fields and shows a code as sharp as the screen', async ({
    page,
    signedInOwner,
  }) => {
    await premiumWithMenu(page, signedInOwner);
    const saved = await page.request.put('/api/v1/tables', {
      headers: API_HEADERS,
      data: { names: ['1', 'Terrasse côté jardin'] },
    });
    expect(saved.status()).toBe(200);
    await page.goto('/dashboard/qr-code');
    await expect(page.getByRole('img', { name: /^QR code : / })).toHaveCount(2);
    await expectAccessible(page, '/dashboard/qr-code with tables');
    const link = page.getByRole('textbox', { name: 'Votre lien unique' });
    await expect(link).toHaveValue(/\/u\//);
    await expect(page.getByRole('spinbutton', { name: 'Nombre de tables' })).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: 'Noms des tables (un par ligne)' }),
    ).toBeVisible();

    // Three device pixels per CSS pixel: the 200 px code is drawn on 600 × 600 pixels. A bitmap
    // of 200 would be stretched (grey, blurred module edges); the vector code stays black and
    // white, and reads.
    const code = page.getByRole('img', { name: /^QR code menant à / });
    await expect
      .poll(() =>
        code.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);
    const shot = PNG.sync.read(await code.screenshot({ scale: 'device' }));
    expect(shot.width).toBe(600);
    let grey = 0;
    for (let index = 0; index < shot.data.length; index += 4) {
      const value = shot.data[index] ?? 0;
      if (value > 40 && value < 215) grey += 1;
    }
    expect(grey / (shot.width * shot.height)).toBeLessThan(0.01);
    const decoded = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height)?.data;
    expect(decoded).toBe(await link.inputValue());
  });
});
