// "L'addition" on the diners' phones (issue 23 §1) in Chromium, at a phone's width: two phones
// at table 4, one in French and one in English, order in turn; each phone's "L'addition" shows
// both orders, round by round, live while it is open. The panel is a dialog a keyboard can
// use, and a language switch keeps it (the table's code stays in the page's links).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { createMenuViaApi, watchConsole } from './support/dashboard';
import { API_HEADERS } from './support/e2e-env';
import { expect, test } from './support/fixtures';
import { tableTokenOf } from './support/orders';

/** The narrowest phone the diner page is made for. */
const PHONE = { width: 360, height: 740 };

async function dinerPhone(browser: Browser, locale: string): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale });
}

/** A Premium restaurant taking orders, with table 4; the address its QR code carries. */
async function restaurantWithTable4(
  owner: Page,
  signedInOwner: (name: string, plan: 'premium') => Promise<{ id: string }>,
) {
  const account = await signedInOwner('Chez Ardoise', 'premium');
  await createMenuViaApi(owner, 'Carte du soir', [
    { name: 'Bœuf bourguignon', price: '19.90' },
    { name: 'Velouté de potimarron', price: '8.50' },
  ]);
  const token = await tableTokenOf(owner, '4');
  const opened = await owner.request.put('/api/v1/ordering', {
    headers: API_HEADERS,
    data: { open: true },
  });
  expect(opened.status()).toBe(200);
  return `/u/${account.id}?t=${token}`;
}

const tabButton = (page: Page, name: string) =>
  page.locator('header').getByRole('button', { name, exact: true });
const tabPanel = (page: Page, title: string) => page.getByRole('dialog', { name: title });

async function order(page: Page, addLabel: string, times: number, cart: RegExp, send: string) {
  for (let tap = 0; tap < times; tap += 1)
    await page.getByRole('button', { name: addLabel }).click();
  await page.getByRole('button', { name: cart }).click();
  await page.getByRole('dialog').getByRole('button', { name: send }).click();
  await expect(page.locator('.order-pills .pill').last()).toBeVisible();
}

test('two phones at table 4 see both orders in “L’addition”, live; a keyboard uses it; a language switch keeps it', async ({
  page: owner,
  browser,
  signedInOwner,
}) => {
  test.setTimeout(120_000);
  const tableUrl = await restaurantWithTable4(owner, signedInOwner);
  const french = await dinerPhone(browser, 'fr-FR');
  const english = await dinerPhone(browser, 'en-GB');
  const ana = await french.newPage();
  const ben = await english.newPage();
  const errors = [...watchConsole(ana), ...watchConsole(ben)];
  await ana.goto(tableUrl);
  await ben.goto(`${tableUrl}&lang=en`);

  // Nothing ordered yet: the French phone's panel says so.
  await tabButton(ana, 'L’addition').click();
  const anaTab = tabPanel(ana, 'L’addition · Table 4');
  await expect(anaTab).toBeVisible();
  await expect(anaTab.getByText('Rien à régler pour le moment')).toBeVisible();
  // Nothing to pay, so no word of how to pay.
  await expect(anaTab.getByText('Pour régler, adressez-vous au personnel.')).toHaveCount(0);

  // The English phone orders; the French phone's open panel shows it without a reload.
  await order(ben, 'Add Beef bourguignon to cart', 1, /^View cart/, 'Send order');
  await expect(anaTab.getByRole('heading', { name: '1ʳᵉ commande' })).toBeVisible();
  await expect(anaTab.locator('.tab-line')).toHaveText(['1 × Bœuf bourguignon19,90 €']);
  // This restaurant takes no payment at the table: the panel says whom to pay.
  await expect(anaTab.getByText('Pour régler, adressez-vous au personnel.')).toBeVisible();
  await anaTab.getByRole('button', { name: 'Fermer' }).click();
  await expect(anaTab).toBeHidden();

  // The French phone orders in turn; the English phone's panel shows both rounds.
  await order(
    ana,
    'Ajouter Velouté de potimarron au panier',
    2,
    /^Voir le panier/,
    'Envoyer la commande',
  );
  await tabButton(ben, 'The bill').click();
  const benTab = tabPanel(ben, 'The bill · Table 4');
  await expect(benTab.getByRole('heading', { name: 'Round 2' })).toBeVisible();
  await expect(benTab.getByRole('heading', { name: 'Round 1' })).toBeVisible();
  await expect(benTab.locator('.tab-line')).toHaveText([
    '1 × Beef bourguignon19,90 €',
    '2 × Red kuri squash soup17,00 €',
  ]);
  await expect(benTab.locator('.tab-total')).toHaveText([
    'Total36,90 €',
    'Paid0,00 €',
    'Left to pay36,90 €',
  ]);
  // At 360 px, nothing sticks out of the panel.
  expect(await benTab.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
  await expectAccessible(ben, 'the bill, open');

  // By keyboard: the button opens the dialog, the focus stays inside, Escape closes it and the
  // focus comes back to the button.
  await benTab.getByRole('button', { name: 'Close' }).click();
  const benButton = tabButton(ben, 'The bill');
  await benButton.focus();
  await ben.keyboard.press('Enter');
  await expect(benTab).toBeVisible();
  for (let press = 0; press < 4; press += 1) {
    await ben.keyboard.press('Tab');
    expect(await benTab.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await ben.keyboard.press('Escape');
  await expect(benTab).toBeHidden();
  await expect(benButton).toBeFocused();

  // Another language: the page keeps the table's code, "L'addition" follows in Spanish.
  await ana.getByRole('link', { name: 'Español', exact: true }).click();
  await expect(ana.locator('html')).toHaveAttribute('lang', 'es');
  await tabButton(ana, 'La cuenta').click();
  const anaSpanish = tabPanel(ana, 'La cuenta · Mesa 4');
  await expect(anaSpanish.getByRole('heading', { name: 'Pedido 2' })).toBeVisible();
  await expect(anaSpanish.locator('.tab-remaining')).toHaveText('Queda por pagar36,90 €');

  // Both still live: a third order shows on the open Spanish panel.
  await order(ben, 'Add Beef bourguignon to cart', 1, /^View cart/, 'Send order');
  await expect(anaSpanish.getByRole('heading', { name: 'Pedido 3' })).toBeVisible();
  await expect(anaSpanish.locator('.tab-remaining')).toHaveText('Queda por pagar56,80 €');
  expect(errors).toEqual([]);
  await french.close();
  await english.close();
});
