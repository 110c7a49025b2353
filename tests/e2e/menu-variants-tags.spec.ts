// Issue 15 §1–2 end to end: the owner gives a wine glass and bottle prices and tags dishes in
// the editor; the diner page shows them, filters "Végétarien" with and without JavaScript; a
// diner of the Premium menu orders a bottle and the owner's board shows it.
import type { Page } from '@playwright/test';
import { watchConsole } from './support/dashboard';
import { API_HEADERS } from './support/e2e-env';
import { addDish, createdMenuId, dishPanel, expectSaved, readMenu } from './support/editor';
import { expect, test } from './support/fixtures';

test('variants and tags: editor → diner page → filter → order on the board', async ({
  page,
  browser,
  signedInOwner,
}, testInfo) => {
  const errors = watchConsole(page);
  await signedInOwner('Cave Ardoise', 'premium');
  await page.goto('/dashboard/menu/new');
  const menuId = await createdMenuIdAfter(page);

  // A wine by the glass or the bottle; a third variant moved up with the keyboard, then removed.
  await page.getByRole('button', { name: 'Ajouter un plat dans Boissons', exact: true }).click();
  const panel = dishPanel(page);
  await panel.getByLabel('Nom', { exact: true }).fill('Côtes-du-Rhône');
  await panel.getByRole('button', { name: /^Prix par variante/ }).click();
  await panel.getByLabel('Nom de la variante 1').fill('Verre 12 cl');
  await panel.getByLabel('Prix de la variante 1').fill('6');
  await panel.getByLabel('Nom de la variante 2').fill('Bouteille 75 cl');
  await panel.getByLabel('Prix de la variante 2').fill('32');
  await panel.getByRole('button', { name: 'Ajouter une variante' }).click();
  await panel.getByLabel('Nom de la variante 3').fill('Verre 12 cl');
  await panel.getByLabel('Prix de la variante 3').fill('18,5');
  await panel.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(panel.getByText('Deux variantes portent le même nom.')).toBeVisible();
  await panel.getByLabel('Nom de la variante 3').fill('Pichet 50 cl');
  await panel.getByRole('button', { name: 'Monter la variante « Pichet 50 cl »' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByLabel('Nom de la variante 2')).toHaveValue('Pichet 50 cl');
  await panel.getByRole('button', { name: 'Supprimer la variante « Pichet 50 cl »' }).click();
  await expect(panel.getByLabel('Nom de la variante 3')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByText('Verre 12 cl · Bouteille 75 cl')).toBeVisible();
  await expect(page.getByText('dès 6,00 €')).toBeVisible();

  await addTaggedDish(page, 'Ratatouille', '14', ['Fait maison', 'Vegan']);
  await addTaggedDish(page, 'Omelette aux herbes', '11', ['Végétarien']);
  await addDish(page, 'Plats principaux', { name: 'Bœuf bourguignon', price: '19,9' });
  await expectSaved(page);

  const stored = await readMenu(page, menuId);
  const dishes = stored.document.categories.flatMap((category) => category.items) as {
    name: string;
    price: string;
    variants?: { name: string; price: string }[];
    tags?: string[];
  }[];
  const wine = dishes.find((dish) => dish.name === 'Côtes-du-Rhône');
  expect(wine?.price).toBe('6.00');
  expect(wine?.variants?.map((v) => [v.name, v.price])).toEqual([
    ['Verre 12 cl', '6.00'],
    ['Bouteille 75 cl', '32.00'],
  ]);
  expect(dishes.find((dish) => dish.name === 'Ratatouille')?.tags).toEqual([
    'fait-maison',
    'vegan',
  ]);

  // The diner page, with JavaScript: variants, tags, the instant filter.
  // The diner orders from the menu's own address, without a table's code: take-away on.
  const opened = await page.request.put('/api/v1/ordering', {
    headers: API_HEADERS,
    data: { open: true, takeAway: true },
  });
  expect(opened.status()).toBe(200);
  const diner = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await diner.newPage();
  const dinerErrors = watchConsole(phone);
  await phone.goto(`/r/${menuId}`);
  const wineCard = phone.locator('li.dish', { hasText: 'Côtes-du-Rhône' });
  await expect(wineCard.locator('.variant')).toHaveText([
    /Verre 12 cl\s*6,00\s€/,
    /Bouteille 75 cl\s*32,00\s€/,
  ]);
  const ratatouille = phone.locator('li.dish', { hasText: 'Ratatouille' });
  await expect(ratatouille.locator('.label')).toHaveText(['Fait maison', 'Vegan']);
  await phone.getByRole('checkbox', { name: 'Végétarien' }).check();
  await expect(phone).toHaveURL(/\?regime=vegetarien$/);
  await expect(phone.getByText('Bœuf bourguignon')).toBeHidden();
  await expect(wineCard).toBeHidden();
  await expect(ratatouille).toBeVisible();
  await expect(phone.getByText('Omelette aux herbes')).toBeVisible();
  await expect(phone.getByText('2 plats masqués')).toBeVisible();
  await phone.screenshot({ path: testInfo.outputPath('diner-vegetarien-phone.png') });
  await phone.getByRole('checkbox', { name: 'Végétarien' }).uncheck();
  await expect(wineCard).toBeVisible();

  // Without JavaScript: the same filter through its GET form.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const reader = await plain.newPage();
  await reader.goto(`/r/${menuId}`);
  await reader.getByRole('checkbox', { name: 'Végétarien' }).check();
  await reader.getByRole('button', { name: 'Appliquer' }).click();
  await expect(reader).toHaveURL(/\?regime=vegetarien$/);
  await expect(reader.getByText('Bœuf bourguignon')).toBeHidden();
  await expect(reader.getByText('Omelette aux herbes')).toBeVisible();
  await expect(reader.getByRole('checkbox', { name: 'Végétarien' })).toBeChecked();
  await expect(reader.locator('li.dish', { hasText: 'Côtes-du-Rhône' })).toBeHidden();
  await plain.close();

  // The diner picks the bottle; the server prices it; the board shows it to the kitchen.
  await phone
    .getByRole('button', { name: 'Ajouter Côtes-du-Rhône — Bouteille 75 cl au panier' })
    .click();
  await phone.getByRole('button', { name: /^Voir le panier/ }).click();
  const cart = phone.getByRole('dialog', { name: 'Votre commande' });
  await expect(cart).toContainText('Côtes-du-Rhône — Bouteille 75 cl');
  await expect(cart.locator('.cart-total strong')).toHaveText(/32,00\s€/);
  await cart.getByRole('button', { name: 'Envoyer la commande' }).click();
  await expect(cart).toBeHidden();
  await page.goto('/dashboard/orders');
  await expect(page.getByRole('heading', { name: 'Commandes', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: /^n° 1 / });
  // The board is a lazy route: a loaded machine may take longer than the default 5 s.
  await expect(card).toContainText('Côtes-du-Rhône — Bouteille 75 cl', { timeout: 10_000 });
  await expect(card).toContainText(/32,00\s€/);
  await diner.close();
  expect(dinerErrors).toEqual([]);
  expect(errors).toEqual([]);
});

async function createdMenuIdAfter(page: Page) {
  // The first change creates the menu.
  await page.getByLabel('Nom du menu').fill('Carte des vins');
  return createdMenuId(page);
}

async function addTaggedDish(page: Page, name: string, price: string, tags: string[]) {
  await page
    .getByRole('button', { name: 'Ajouter un plat dans Plats principaux', exact: true })
    .click();
  const panel = dishPanel(page);
  await panel.getByLabel('Nom', { exact: true }).fill(name);
  await panel.getByLabel('Prix', { exact: true }).fill(price);
  for (const tag of tags) {
    const chip = panel.getByRole('button', { name: tag, exact: true });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
  }
  await panel.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(panel).toBeHidden();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the dish drawer edits variants and tags, fitting the screen', async ({
    page,
    signedInOwner,
  }, testInfo) => {
    const errors = watchConsole(page);
    await signedInOwner('Bar à bières');
    await page.goto('/dashboard/menu/new');
    await expect(page.locator('body')).toHaveClass(/menu-editor-mobile/);
    await page.getByRole('button', { name: 'Ajouter un plat', exact: true }).first().tap();
    const panel = dishPanel(page);
    await panel.getByLabel('Nom', { exact: true }).fill('Blonde pression');
    await panel.getByLabel('Prix', { exact: true }).fill('4,5');
    await panel.getByRole('button', { name: /^Prix par variante/ }).tap();
    // The single price becomes the first variant's.
    await expect(panel.getByLabel('Prix de la variante 1')).toHaveValue('4,5');
    await panel.getByLabel('Nom de la variante 1').fill('Demi');
    await panel.getByLabel('Nom de la variante 2').fill('Pinte');
    await panel.getByLabel('Prix de la variante 2').fill('8');
    await panel.getByRole('button', { name: 'Nouveau', exact: true }).tap();
    await expect(panel.getByRole('button', { name: 'Nouveau', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const overflow = await page.evaluate(() => {
      const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
      return dialog.scrollWidth - dialog.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('dish-drawer-variants-phone.png') });
    // Removing one of two variants goes back to a single price: the other's.
    await panel.getByRole('button', { name: 'Supprimer la variante « Demi »' }).tap();
    await expect(panel.getByLabel('Prix', { exact: true })).toHaveValue('8');
    await panel.getByRole('button', { name: /^Prix par variante/ }).tap();
    await panel.getByLabel('Nom de la variante 1').fill('Pinte');
    await panel.getByLabel('Nom de la variante 2').fill('Demi');
    await panel.getByLabel('Prix de la variante 2').fill('4,5');
    await panel.getByRole('button', { name: 'Ajouter', exact: true }).tap();
    await expect(panel).toBeHidden();
    const menuId = await createdMenuId(page);
    await expectSaved(page);
    const stored = await readMenu(page, menuId);
    const beer = stored.document.categories.flatMap((c) => c.items)[0] as {
      price: string;
      variants?: { name: string; price: string }[];
      tags?: string[];
    };
    expect(beer.price).toBe('4.50');
    expect(beer.variants?.map((v) => `${v.name} ${v.price}`)).toEqual(['Pinte 8.00', 'Demi 4.50']);
    expect(beer.tags).toEqual(['nouveau']);
    expect(errors).toEqual([]);
  });
});
