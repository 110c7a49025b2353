// Issue 10, owner side: the orders board follows diners' orders live, with the header badge.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { createMenuViaApi, toasts, watchConsole } from './support/dashboard';
import { API_HEADERS } from './support/e2e-env';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * The code of the owner's table `name` (its QR code's `?t=`), the table added if need be; with
 * no name, the owner's take-away switch on, as orders without a table need (issue 21 §2).
 */
async function tableTokenOf(page: Page, name?: string): Promise<string | undefined> {
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

/** Places an order as a diner would (no session), with the dish ids of the stored menu. */
async function placeOrder(
  page: Page,
  diner: APIRequestContext,
  menuId: string,
  lines: { dish: string; quantity: number; note?: string }[],
  table?: string,
) {
  const menu = (await (await page.request.get(`/api/v1/menus/${menuId}`)).json()) as {
    document: { categories: { items: { id: string; name: string }[] }[] };
  };
  const dishes = menu.document.categories.flatMap((category) => category.items);
  const response = await diner.post('/api/v1/public/orders', {
    data: {
      menuId,
      tableToken: await tableTokenOf(page, table),
      language: 'en',
      clientRequestId: randomUUID(),
      lines: lines.map(({ dish, quantity, note }) => ({
        dishId: dishes.find((candidate) => candidate.name === dish)?.id,
        quantity,
        note,
      })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; number: number };
}

const badge = (page: Page) =>
  page.getByRole('navigation', { name: /principale/i }).getByRole('link', { name: /Commandes/ });

test('the board shows a diner’s order live, moves it on, cancels another; the badge counts', async ({
  page,
  playwright,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('Chez Odette', 'premium');
  const menuId = await createMenuViaApi(page, 'Carte du jour', [
    { name: 'Soupe à l’oignon', price: '7.50' },
    { name: 'Bœuf bourguignon', price: '19.90' },
  ]);
  const diner = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { origin: String(test.info().project.use.baseURL) },
  });

  await page.goto('/dashboard/orders');
  await expect(page.getByRole('heading', { name: 'Commandes', level: 1 })).toBeVisible();
  // Closed by default: the page invites the owner to open ordering.
  const ordering = page.getByRole('switch', { name: 'Commandes ouvertes' });
  await expect(ordering).not.toBeChecked();
  await ordering.click();
  await expect(ordering).toBeChecked();
  await expect(page.getByText('Aucune commande')).toBeVisible();

  // Where the browser keeps sound off until the page is touched, the board offers to turn it
  // on (this headless Chromium may start audio at once: then there is nothing to offer).
  const enableSound = page.getByRole('button', { name: 'Activer le son des nouvelles commandes' });
  if (await enableSound.isVisible()) {
    await enableSound.click();
    await expect(enableSound).toBeHidden();
  }

  const first = await placeOrder(
    page,
    diner,
    menuId,
    [
      { dish: 'Soupe à l’oignon', quantity: 2, note: 'sans croûtons' },
      { dish: 'Bœuf bourguignon', quantity: 1 },
    ],
    '4',
  );
  // Live: no reload. (Within a second here; the margin is for a loaded CI machine.)
  const alert = page.getByRole('alert').filter({ hasText: 'Nouvelle commande' });
  await expect(alert).toContainText(`Nouvelle commande n° ${first.number}`, { timeout: 3000 });
  const card = page.getByRole('article', { name: `n° ${first.number} · Table 4` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Soupe à l’oignon'); // French for the kitchen, whatever the diner read
  await expect(card).toContainText('« sans croûtons »');
  await expect(card).toContainText('× 2');
  await expect(card).toContainText(/34,90\s€/);
  await expect(page.getByRole('tab', { name: 'En attente (1)' })).toBeVisible();
  await expect(badge(page)).toContainText('1');
  await alert.getByRole('button', { name: 'Vu' }).click();
  await expect(alert).toBeHidden();

  await card.getByRole('button', { name: 'Commencer préparation' }).click();
  await expect(toasts(page).getByText('Commande en préparation')).toBeVisible();
  await page.getByRole('tab', { name: 'En prép. (1)' }).click();
  await page
    .getByRole('article', { name: `n° ${first.number} · Table 4` })
    .getByRole('button', { name: 'Marquer comme prêt' })
    .click();
  await expect(toasts(page).getByText('Commande prête à servir')).toBeVisible();
  // Ready is no longer "open": the badge disappears.
  await expect(badge(page)).toHaveAccessibleName('Commandes');

  const second = await placeOrder(page, diner, menuId, [{ dish: 'Bœuf bourguignon', quantity: 1 }]);
  await page.getByRole('tab', { name: 'En attente (1)' }).click();
  const takeaway = page.getByRole('article', {
    name: `n° ${second.number} · À emporter / sans table`,
  });
  await expect(takeaway).toBeVisible();
  await takeaway.getByRole('button', { name: 'Annuler', exact: true }).click();
  const dialog = page.getByRole('alertdialog', {
    name: `Annuler la commande n° ${second.number} ?`,
  });
  await expect(dialog).toContainText('irréversible');
  await dialog.getByRole('button', { name: 'Annuler la commande' }).click();
  await expect(toasts(page).getByText('Commande annulée avec succès')).toBeVisible();
  await page.getByRole('tab', { name: 'Terminé (1)' }).click();
  await expect(
    page
      .getByRole('article', { name: `n° ${second.number} · À emporter / sans table` })
      .getByText('Annulée'),
  ).toBeVisible();

  await diner.dispose();
  expect(errors).toEqual([]);
});

test('the header badge counts open orders live on every dashboard page', async ({
  page,
  playwright,
  signedInOwner,
}) => {
  await signedInOwner('Chez Lucien', 'premium');
  const menuId = await createMenuViaApi(page, 'Carte', [{ name: 'Croque-monsieur', price: '9' }]);
  expect(
    (
      await page.request.put('/api/v1/ordering', { headers: API_HEADERS, data: { open: true } })
    ).status(),
  ).toBe(200);
  const diner = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { origin: String(test.info().project.use.baseURL) },
  });
  // The live feed connected first. Seen once in CI: an order placed in the 30 ms between the
  // badge's first count and the feed's connection did not show within 3 s (to look into: the
  // feed's opening should re-read the counts).
  const feed = page.waitForResponse((response) => response.url().endsWith('/api/v1/orders/events'));
  await page.goto('/dashboard/qr-code');
  await expect(badge(page)).toHaveAccessibleName('Commandes');
  await feed;
  await placeOrder(page, diner, menuId, [{ dish: 'Croque-monsieur', quantity: 1 }], '2');
  await expect(badge(page)).toHaveAccessibleName(/Commandes\s*1 commande ouverte/, {
    timeout: 3000,
  });
  await placeOrder(page, diner, menuId, [{ dish: 'Croque-monsieur', quantity: 3 }], '5');
  await expect(badge(page)).toHaveAccessibleName(/Commandes\s*2 commandes ouvertes/);
  await diner.dispose();
});
