// Promotions (issue 15 §4) in Chromium with a controlled clock: the owner, on a phone, creates a
// happy hour through "Promotions"; a diner page inside its window shows the struck-through
// price and the promotion's name; moved outside the window, a reload shows the plain price.
// The app runs in this process on its own database (support/clock-server.ts): the shared e2e
// server runs on the real clock.
import { randomUUID } from 'node:crypto';
import { expect, type Page, request, test } from '@playwright/test';
import { startClockServer } from './support/clock-server';
import { watchConsole } from './support/dashboard';

const PHONE = { width: 390, height: 844 };
// Monday 23 November 2026 in Paris (UTC+1).
const AT_17_30 = new Date('2026-11-23T16:30:00Z');
const AT_18_00 = new Date('2026-11-23T17:00:00Z');
const AT_20_00 = new Date('2026-11-23T19:00:00Z');
const NEXT_DAY_18_30 = new Date('2026-11-24T17:30:00Z');
const AT_19_55 = new Date('2026-11-23T18:55:00Z');

let server: Awaited<ReturnType<typeof startClockServer>>;
test.beforeAll(async () => {
  server = await startClockServer(AT_17_30);
});
test.afterAll(async () => {
  await server?.close();
});
test.use({ extraHTTPHeaders: {} });

const card = (page: Page, name: string) => page.locator('li.dish', { hasText: name });

test('a happy hour made on a phone shows on the diner page during its window only', async ({
  browser,
}) => {
  const owner = await server.createOwner({ restaurantName: 'Le Comptoir', plan: 'premium' });
  const menu = await server.createMenu(owner.id, {
    name: 'Carte du soir',
    categories: [
      {
        id: 'plats',
        name: 'Plats principaux',
        items: [{ id: randomUUID(), name: 'Bœuf bourguignon', price: '19.90', allergens: [] }],
      },
      {
        id: 'vins',
        name: 'Vins',
        items: [{ id: randomUUID(), name: 'Kir vin blanc', price: '5', allergens: [] }],
      },
    ],
  });

  const ownerContext = await browser.newContext({
    viewport: PHONE,
    locale: 'fr-FR',
    hasTouch: true,
    baseURL: server.baseUrl,
  });
  const { name, value } = await server.sessionCookie(owner.id);
  await ownerContext.addCookies([
    { name, value, url: server.baseUrl, httpOnly: true, sameSite: 'Lax' },
  ]);
  const ownerPage = await ownerContext.newPage();
  const ownerErrors = watchConsole(ownerPage);

  // Dashboard → "Promotions" → a new happy hour on the wines, every day 18:00–20:00.
  await ownerPage.goto('/dashboard');
  await ownerPage.getByRole('link', { name: 'Promotions' }).click();
  await expect(ownerPage.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await expect(ownerPage.getByText('Aucune promotion pour ce menu.')).toBeVisible();
  await ownerPage.getByRole('button', { name: 'Nouvelle promotion' }).click();
  const form = ownerPage.getByRole('form', { name: 'Nouvelle promotion' });
  // Nothing named yet: the form says what is missing, in French, and sends nothing.
  await form.getByLabel('Nom', { exact: true }).fill('');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText('Donnez un nom à la promotion')).toBeVisible();
  await form.getByLabel('Nom', { exact: true }).fill('Happy hour');
  await form.getByText('Pourcentage').click();
  await form.getByLabel('Réduction (%)').fill('20');
  await form.getByText('Une catégorie').click();
  await form.getByLabel('Catégorie', { exact: true }).selectOption({ label: 'Vins' });
  await form.getByLabel('Début', { exact: true }).fill('18:00');
  await form.getByLabel('Fin', { exact: true }).fill('20:00');
  await expect(form.getByText('-20 % sur les Vins, tous les jours de 18:00 à 20:00')).toBeVisible();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(ownerPage.getByText('Promotion créée.')).toBeVisible();
  const item = ownerPage.getByRole('listitem').filter({ hasText: 'Happy hour' });
  await expect(item).toContainText('Programmée');
  await expect(item).toContainText('-20 % sur les Vins, tous les jours de 18:00 à 20:00');

  // 17:30: a diner sees the usual price.
  const dinerContext = await browser.newContext({
    viewport: PHONE,
    locale: 'fr-FR',
    baseURL: server.baseUrl,
  });
  const dinerPage = await dinerContext.newPage();
  const dinerErrors = watchConsole(dinerPage);
  await dinerPage.goto(`/r/${menu.id}`);
  const kir = card(dinerPage, 'Kir vin blanc');
  await expect(kir.locator('.price')).toHaveText(/^5,00\s€$/);
  await expect(kir.locator('s')).toHaveCount(0);
  await expect(kir).not.toContainText('Happy hour');

  // 18:00:00 by the server's clock: a reload shows 5,00 € struck through, 4,00 € and the name.
  server.setClock(AT_18_00);
  await dinerPage.reload();
  await expect(kir.locator('s.regular-price')).toHaveText(/Prix habituel\s: 5,00\s€/);
  await expect(kir.locator('.promo-price')).toHaveText(/^4,00\s€$/);
  await expect(kir.locator('.promo-badge')).toHaveText('Happy hour');
  await expect(card(dinerPage, 'Bœuf bourguignon').locator('.promo-badge')).toHaveCount(0);
  await ownerPage.reload();
  await expect(item).toContainText('En cours');

  // 20:00:00: the plain price again.
  server.setClock(AT_20_00);
  await dinerPage.reload();
  await expect(kir.locator('.price')).toHaveText(/^5,00\s€$/);
  await expect(kir.locator('s')).toHaveCount(0);
  await expect(kir).not.toContainText('Happy hour');

  // The next evening, paused from the phone: not shown even inside the window.
  server.setClock(NEXT_DAY_18_30);
  await dinerPage.reload();
  await expect(kir.locator('.promo-badge')).toHaveText('Happy hour');
  await ownerPage.reload();
  await item.getByRole('button', { name: 'Mettre en pause Happy hour' }).click();
  await expect(item).toContainText('En pause');
  await dinerPage.reload();
  await expect(kir.locator('.promo-badge')).toHaveCount(0);

  expect(ownerErrors).toEqual([]);
  expect(dinerErrors).toEqual([]);
  await ownerContext.close();
  await dinerContext.close();
});

test('a cart filled in the happy hour and sent after it is refused, shown the new total, then sent', async ({
  browser,
}) => {
  server.setClock(AT_19_55);
  const owner = await server.createOwner({ restaurantName: 'Le Zinc', plan: 'premium' });
  const menu = await server.createMenu(owner.id, {
    name: 'Carte',
    categories: [
      {
        id: 'vins',
        name: 'Vins',
        items: [{ id: randomUUID(), name: 'Kir vin blanc', price: '5', allergens: [] }],
      },
    ],
  });
  const { name, value } = await server.sessionCookie(owner.id);
  const api = await request.newContext({
    baseURL: server.baseUrl,
    extraHTTPHeaders: { origin: server.baseUrl, cookie: `${name}=${value}` },
  });
  // Orders from the menu's own address, without a table's code: take-away on.
  const ordering = { open: true, takeAway: true };
  expect((await api.put('/api/v1/ordering', { data: ordering })).ok()).toBe(true);
  const created = await api.post(`/api/v1/menus/${menu.id}/promotions`, {
    data: {
      name: 'Happy hour',
      kind: 'percent',
      percent: 20,
      categoryId: 'vins',
      slots: [{ days: [1, 2, 3, 4, 5, 6, 7], start: '18:00', end: '20:00' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // 19:55: the diner puts a Kir at 4,00 € in the cart.
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'fr-FR',
    baseURL: server.baseUrl,
  });
  const page = await context.newPage();
  await page.goto(`/r/${menu.id}`);
  await page.getByRole('button', { name: 'Ajouter Kir vin blanc au panier' }).click();
  await page.getByRole('button', { name: /^Voir le panier/ }).click();
  const panel = page.getByRole('dialog', { name: 'Votre commande' });
  await expect(panel.locator('.cart-total strong')).toHaveText(/^4,00\s€$/);

  // 20:00:00 before the tap: the server does not charge 5,00 € behind the diner's back.
  server.setClock(AT_20_00);
  await panel.getByRole('button', { name: 'Envoyer la commande' }).click();
  await expect(panel.getByRole('alert')).toContainText('Les prix ont changé');
  await expect(panel.locator('.cart-total strong')).toHaveText(/^5,00\s€$/);
  // Seen: sent again, accepted at the price shown.
  await panel.getByRole('button', { name: 'Envoyer la commande' }).click();
  await expect(page.locator('.order-pills .pill')).toHaveCount(1);
  const orders = await api.get('/api/v1/orders?status=pending');
  expect(orders.ok(), await orders.text()).toBe(true);
  expect(JSON.stringify(await orders.json())).toContain('"totalCents":500');

  await api.dispose();
  await context.close();
});
