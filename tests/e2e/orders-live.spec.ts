// Issue 10 end to end, both sides in their own browser: a diner's phone at table 4 in English
// sends an order; the kitchen's board (1280×800) shows it live and moves it on with its
// buttons; the diner's pill follows to "Ready!".
import { randomUUID } from 'node:crypto';
import { API_HEADERS } from './support/e2e-env';
import { expect, test } from './support/fixtures';

const dish = (name: string, price: string) => ({ id: randomUUID(), name, price, allergens: [] });

test('a diner’s order reaches the board live; the board’s buttons move the diner’s pill', async ({
  page: board,
  browser,
  signedInOwner,
}) => {
  await board.setViewportSize({ width: 1280, height: 800 });
  await signedInOwner('Chez Ardoise', 'premium');
  const created = await board.request.post('/api/v1/menus', {
    headers: API_HEADERS,
    data: {
      name: 'Carte du soir',
      categories: [
        {
          id: 'plats',
          name: 'Plats principaux',
          items: [dish('Bœuf bourguignon', '19.90'), dish('Velouté de potimarron', '8.50')],
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  await board.goto('/dashboard/orders');
  await board.getByRole('switch', { name: 'Commandes ouvertes' }).click();
  await expect(board.getByRole('switch', { name: 'Commandes ouvertes' })).toBeChecked();

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await context.newPage();
  // Table 4's code (issue 21 §2: the table is the token its QR code carries).
  const tables = await board.request.put('/api/v1/tables', {
    headers: API_HEADERS,
    data: { names: ['4'] },
  });
  const [table4] = (await tables.json()).tables as { url: string }[];
  await phone.goto(`${table4?.url}&lang=en`);
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
  await expect(phone.locator('.table-badge')).toHaveText('Table 4');
  await phone.getByRole('button', { name: 'Add Beef bourguignon to cart' }).click();
  await phone.getByRole('button', { name: /^View cart/ }).click();
  const panel = phone.getByRole('dialog', { name: 'Your order' });
  await panel.getByLabel('Note (optional) – Beef bourguignon').fill('no onions');
  await panel.getByRole('button', { name: 'Send order' }).click();
  const pill = phone.locator('.order-pills .pill');
  await expect(pill).toContainText('Pending');

  // The board, without a reload: the alert, the card with the table and the French name.
  await expect(board.getByRole('alert').filter({ hasText: 'Nouvelle commande' })).toBeVisible({
    timeout: 3000,
  });
  const card = board.getByRole('article', { name: /· Table 4$/ });
  await expect(card).toContainText('Bœuf bourguignon');
  await expect(card).toContainText('« no onions »');

  await card.getByRole('button', { name: 'Commencer préparation' }).click();
  await expect(pill).toContainText('Preparing');
  // The card stays on screen, in the next column.
  await board
    .getByRole('region', { name: /^En prép\./ })
    .getByRole('article', { name: /· Table 4$/ })
    .getByRole('button', { name: 'Marquer comme prêt' })
    .click();
  await expect(pill).toContainText('Ready!');
  await context.close();
});
