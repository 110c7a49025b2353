// Issue 24 §3 end to end: staff take an order for table 7 from the board (a phone-sized board,
// the menu's variants, a note, quantities); with "Validation par le personnel" on, a diner's
// order (a phone, in English) waits in "À valider" and staff refuse it with "Plat épuisé",
// which the diner reads in English, then accept the next; a line changed on the board is seen
// on the diner's pill.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { watchConsole } from './support/dashboard';
import { API_HEADERS } from './support/e2e-env';
import { expect, type OwnerFixture, test } from './support/fixtures';
import { openBoard } from './support/orders';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const menu = () => ({
  name: 'Carte du soir',
  categories: [
    {
      id: 'plats',
      name: 'Plats principaux',
      items: [
        { id: randomUUID(), name: 'Bœuf bourguignon', price: '19.90', allergens: [] },
        { id: randomUUID(), name: 'Velouté de potimarron', price: '8.50', allergens: [] },
      ],
    },
    {
      id: 'vins',
      name: 'Vins',
      items: [
        {
          id: randomUUID(),
          name: 'Côtes-du-Rhône',
          allergens: [],
          variants: [
            { id: randomUUID(), name: 'Verre 12 cl', price: '6' },
            { id: randomUUID(), name: 'Bouteille 75 cl', price: '32' },
          ],
        },
      ],
    },
  ],
});

/** Tables 4 and 7, and each table's link (its QR code's), by name. */
async function saveTables(page: Page) {
  const saved = await page.request.put('/api/v1/tables', {
    headers: API_HEADERS,
    data: { names: ['4', '7'] },
  });
  expect(saved.status()).toBe(200);
  const { tables } = (await saved.json()) as { tables: { name: string; url: string }[] };
  return Object.fromEntries(tables.map((table) => [table.name, table.url]));
}

/** A diner's phone at `url` in English, an order of `dish` sent; its pill returned. */
async function dinerOrders(browser: Browser, url: string, dish: string) {
  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  await phone.goto(`${url}&lang=en`);
  await phone.getByRole('button', { name: `Add ${dish} to cart` }).click();
  await phone.getByRole('button', { name: /^View cart/ }).click();
  await phone
    .getByRole('dialog', { name: 'Your order' })
    .getByRole('button', { name: 'Send order' })
    .click();
  return { context, phone, pill: phone.locator('.order-pills .pill').last() };
}

async function premiumBoard(
  page: Page,
  signedInOwner: (name: string, plan: 'premium') => Promise<OwnerFixture>,
  createMenuFor: (owner: OwnerFixture, document: ReturnType<typeof menu>) => Promise<unknown>,
) {
  const owner = await signedInOwner('Chez Karim', 'premium');
  await createMenuFor(owner, menu());
  const tables = await saveTables(page);
  return { owner, tables };
}

test('staff take an order for table 7 from a phone-sized board, and it is on the board', async ({
  page,
  signedInOwner,
  createMenuFor,
}) => {
  await page.setViewportSize(PHONE.viewport);
  const errors = watchConsole(page);
  await premiumBoard(page, signedInOwner, createMenuFor);
  await openBoard(page);

  // Keyboard: the button opens the dialog, Escape closes it and gives the focus back.
  const take = page.getByRole('button', { name: 'Prendre une commande' });
  await take.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Prendre une commande' });
  await expect(dialog.getByLabel('Table', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(take).toBeFocused();

  await take.click();
  await dialog.getByLabel('Table', { exact: true }).selectOption('7');
  await dialog.getByRole('button', { name: 'Ajouter Bœuf bourguignon' }).click();
  await dialog.getByRole('button', { name: 'Ajouter Bœuf bourguignon' }).click();
  await dialog.getByRole('button', { name: 'Ajouter Côtes-du-Rhône — Verre 12 cl' }).click();
  await expect(dialog.getByLabel('Quantité de Bœuf bourguignon', { exact: true })).toHaveText('2');
  await dialog.getByLabel('Remarque – Bœuf bourguignon').fill('saignant');
  await dialog.getByLabel('Remarque pour la cuisine (facultatif)').fill('Anniversaire');
  await expect(dialog.getByText('Total')).toContainText('45,80');
  await expectAccessible(page, 'the take-order dialog');
  await dialog.getByRole('button', { name: 'Envoyer en cuisine' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: /· Table 7$/ });
  await expect(card).toContainText('Bœuf bourguignon');
  await expect(card).toContainText('× 2');
  await expect(card).toContainText('« saignant »');
  await expect(card).toContainText('Côtes-du-Rhône — Verre 12 cl');
  await expect(card).toContainText('Prise par Propriétaire');
  await expect(card).toContainText('Remarque : « Anniversaire »');
  await expect(card).toContainText('45,80');
  // On table 7's tab too.
  const tabs = await page.request.get('/api/v1/tabs');
  expect((await tabs.json()).tabs).toMatchObject([{ table: '7', totalCents: 4580 }]);
  expect(errors).toEqual([]);
});

test('validation on: a diner’s order waits in "À valider", is refused with "Plat épuisé" in English, the next is accepted', async ({
  page,
  browser,
  signedInOwner,
  createMenuFor,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { tables } = await premiumBoard(page, signedInOwner, createMenuFor);
  await openBoard(page);
  await page.getByRole('switch', { name: 'Commandes ouvertes' }).click();
  await expect(page.getByRole('switch', { name: 'Commandes ouvertes' })).toBeChecked();
  const validation = page.getByRole('switch', { name: 'Validation par le personnel' });
  await expect(validation).not.toBeChecked();
  await validation.click();
  await expect(validation).toBeChecked();

  const diner = await dinerOrders(browser, String(tables['4']), 'Beef bourguignon');
  await expect(diner.pill).toContainText('Waiting for confirmation');
  const queue = page.getByRole('region', { name: /^À valider/ });
  await expect(queue).toHaveAccessibleName('À valider (1)');
  const card = queue.getByRole('article', { name: /· Table 4$/ });
  await expect(card).toContainText('Bœuf bourguignon');
  await expect(card.getByRole('button', { name: 'Commencer préparation' })).toHaveCount(0);
  await expectAccessible(page, 'the board with an order to validate');

  await card.getByRole('button', { name: 'Refuser' }).click();
  const refuse = page.getByRole('dialog', { name: /^Refuser la commande/ });
  await refuse.getByRole('button', { name: 'Refuser la commande' }).click();
  await expect(refuse.getByRole('alert')).toHaveText('Choisissez la raison du refus.');
  await refuse.getByLabel('Plat épuisé').check();
  await refuse.getByRole('button', { name: 'Refuser la commande' }).click();
  await expect(refuse).toBeHidden();
  await expect(diner.pill).toContainText('Order declined: Dish sold out');
  await expect(queue).toBeHidden();

  // The next order is accepted: the kitchen gets it, the diner's pill says pending.
  await diner.phone.getByRole('button', { name: 'Add Red kuri squash soup to cart' }).click();
  await diner.phone.getByRole('button', { name: /^View cart/ }).click();
  await diner.phone
    .getByRole('dialog', { name: 'Your order' })
    .getByRole('button', { name: 'Send order' })
    .click();
  const second = diner.phone.locator('.order-pills .pill').last();
  await expect(second).toContainText('Waiting for confirmation');
  await queue.getByRole('button', { name: 'Accepter' }).click();
  await expect(second).toContainText('Pending');
  await expect(second).not.toContainText('Waiting');
  await expect(
    page.getByRole('region', { name: /^En attente/ }).getByRole('article', { name: /· Table 4$/ }),
  ).toContainText('Velouté de potimarron');
  await diner.context.close();
});

test('a line changed on the board is seen on the diner’s pill', async ({
  page,
  browser,
  signedInOwner,
  createMenuFor,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { tables } = await premiumBoard(page, signedInOwner, createMenuFor);
  const opened = await page.request.put('/api/v1/ordering', {
    headers: API_HEADERS,
    data: { open: true },
  });
  expect(opened.status()).toBe(200);
  await openBoard(page);
  const diner = await dinerOrders(browser, String(tables['7']), 'Beef bourguignon');
  await expect(diner.pill).toContainText('Pending');

  const card = page.getByRole('article', { name: /· Table 7$/ });
  await card.getByRole('button', { name: 'Modifier' }).click();
  const edit = page.getByRole('dialog', { name: /^Modifier la commande/ });
  await edit.getByRole('button', { name: 'Augmenter la quantité de Bœuf bourguignon' }).click();
  await edit.getByRole('button', { name: 'Enregistrer la modification' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Indiquez la raison de la modification.');
  await edit.getByRole('button', { name: 'Demande du client' }).click();
  await expect(edit.getByLabel('Raison de la modification')).toHaveValue('Demande du client');
  await edit.getByRole('button', { name: 'Enregistrer la modification' }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText('× 2');
  await expect(diner.pill).toContainText('Pending · Changed by the staff');
  await diner.context.close();
});
