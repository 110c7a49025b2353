// "Épuisé" (issue 15 §3) in Chromium: the owner, on a phone, taps a dish on "Disponibilités du
// jour" from the dashboard; a diner's page already open on another phone shows "Épuisé" within
// 2 s without reloading, its add button is disabled, and a cart filled before cannot order it.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { watchConsole } from './support/dashboard';
import { API_HEADERS } from './support/e2e-env';
import { expect, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };
const LIVE_WITHIN_MS = 2000;

const dish = (name: string, price: string) => ({ id: randomUUID(), name, price, allergens: [] });

async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR', hasTouch: true });
  return { context, page: await context.newPage() };
}

const card = (page: Page, name: string) => page.locator('li.dish', { hasText: name });

test('an owner marks a dish “Épuisé” from a phone; an open diner page follows without reload', async ({
  browser,
  createOwner,
  signIn,
  createMenuFor,
}, testInfo) => {
  const owner = await createOwner({ restaurantName: 'Chez Ardoise', plan: 'premium' });
  const menu = await createMenuFor(owner, {
    name: 'Carte du soir',
    categories: [
      { id: 'entrees', name: 'Entrées', items: [dish('Velouté de potimarron', '8.5')] },
      { id: 'plats', name: 'Plats principaux', items: [dish('Bœuf bourguignon', '19.9')] },
    ],
  });
  const ownerPhone = await phone(browser);
  await signIn(owner, ownerPhone.context);
  const ownerPage = ownerPhone.page;
  // The diner orders from the menu's own address, without a table's code: take-away on.
  const opened = await ownerPage.request.put('/api/v1/ordering', {
    headers: API_HEADERS,
    data: { open: true, takeAway: true },
  });
  expect(opened.status(), await opened.text()).toBe(200);

  // A diner's page is open, the beef already in the cart.
  const diner = await phone(browser);
  const dinerPage = diner.page;
  const errors = watchConsole(dinerPage);
  await dinerPage.goto(`/r/${menu.id}`);
  await dinerPage.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });
  const addBeef = dinerPage.getByRole('button', { name: 'Ajouter Bœuf bourguignon au panier' });
  const addSoup = dinerPage.getByRole('button', {
    name: 'Ajouter Velouté de potimarron au panier',
  });
  await addBeef.click();
  await addSoup.click();
  await expect(card(dinerPage, 'Bœuf bourguignon')).not.toContainText('Épuisé');

  // The owner: dashboard → "Disponibilités du jour" (one tap) → the beef.
  await ownerPage.goto('/dashboard');
  await ownerPage.getByRole('link', { name: 'Disponibilités du jour' }).click();
  await expect(ownerPage.getByRole('heading', { name: 'Disponibilités du jour' })).toBeVisible();
  // No opening hours in the profile: "back tomorrow" means the next 05:00 in Paris.
  const nextOpening = ownerPage.getByRole('radio', { name: /Jusqu’à la prochaine ouverture/ });
  await expect(nextOpening).toBeChecked();
  await expect(ownerPage.getByText(/^(aujourd’hui|demain) à 05:00$/)).toBeVisible();
  const beefToggle = ownerPage.getByRole('button', { name: /Bœuf bourguignon/ });
  await expect(beefToggle).toHaveAttribute('aria-pressed', 'false');
  const box = await beefToggle.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await beefToggle.tap();
  await expect(beefToggle).toHaveAttribute('aria-pressed', 'true');
  await expect(beefToggle).toContainText('Épuisé');
  const tappedAt = Date.now();

  // The diner's page, without reload.
  await expect(card(dinerPage, 'Bœuf bourguignon').locator('.sold-out')).toHaveText('Épuisé', {
    timeout: LIVE_WITHIN_MS,
  });
  const shownAfterMs = Date.now() - tappedAt;
  testInfo.annotations.push({ type: 'shown after', description: `${shownAfterMs} ms` });
  expect(
    await dinerPage.evaluate(
      () => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage,
    ),
  ).toBe(true);
  await expect(addBeef).toBeDisabled();
  await expect(addSoup).toBeEnabled();
  await expect(beefToggle).toContainText('Retour');
  await ownerPage.screenshot({ path: testInfo.outputPath('availability-phone.png') });
  await dinerPage.screenshot({ path: testInfo.outputPath('diner-sold-out-phone.png') });

  // The cart filled before cannot order it: refused, the line goes, the rest can be sent.
  await dinerPage.getByRole('button', { name: /^Voir le panier/ }).click();
  const panel = dinerPage.getByRole('dialog', { name: 'Votre commande' });
  await panel.getByRole('button', { name: 'Envoyer la commande' }).click();
  await expect(panel).toContainText(
    'Ces plats ne sont plus disponibles et ont été retirés de votre panier : Bœuf bourguignon.',
  );
  await expect(panel.getByLabel('Remarque (facultatif) – Bœuf bourguignon')).toHaveCount(0);
  await expect(panel.getByLabel('Remarque (facultatif) – Velouté de potimarron')).toHaveCount(1);
  await panel.getByRole('button', { name: 'Envoyer la commande' }).click();
  await expect(panel).toBeHidden();
  const orders = await (await ownerPage.request.get('/api/v1/orders')).json();
  expect(
    orders.map((order: { lines: { name: string }[] }) => order.lines.map((l) => l.name)),
  ).toEqual([['Velouté de potimarron']]);

  // The editor shows the mark, read-only.
  await ownerPage.goto(`/dashboard/menu/${menu.id}/edit`);
  await expect(
    ownerPage.getByRole('button', { name: /Bœuf bourguignon/ }).getByText('Épuisé'),
  ).toBeVisible();

  // Available again: the diner's page follows, and the button comes back.
  await ownerPage.goto('/dashboard/availability');
  await ownerPage.getByRole('button', { name: /Bœuf bourguignon/ }).tap();
  await expect(ownerPage.getByRole('button', { name: /Bœuf bourguignon/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(card(dinerPage, 'Bœuf bourguignon').locator('.sold-out')).toHaveCount(0, {
    timeout: LIVE_WITHIN_MS,
  });
  await expect(addBeef).toBeEnabled();

  // Without JavaScript, a reload shows the marks of the moment.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  await ownerPage.goto('/dashboard/availability');
  await ownerPage.getByRole('button', { name: /Velouté de potimarron/ }).tap();
  await expect(ownerPage.getByRole('button', { name: /Velouté/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const plain = await noScript.newPage();
  await plain.goto(`/r/${menu.id}`);
  await expect(card(plain, 'Velouté de potimarron').locator('.sold-out')).toHaveText('Épuisé');

  expect(errors.filter((error) => !error.includes('status of 409 (Conflict)'))).toEqual([]);
  await Promise.all([noScript.close(), diner.context.close(), ownerPhone.context.close()]);
});
