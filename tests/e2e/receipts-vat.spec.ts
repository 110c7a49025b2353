// Issue 23 §4 in the owner app, on a phone: VAT rates in the editor (a dish's own, a category's
// default, the 20 % suggestion for wines that is never applied by itself) and the receipts'
// legal mentions in Paramètres (a wrong SIRET refused in French, the franchise); issue 41 §3:
// the note de frais as a button after paying.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expectAccessible } from './support/a11y';
import { createMenuViaApi, watchConsole } from './support/dashboard';
import { API_HEADERS } from './support/e2e-env';
import { dishPanel, expectSaved, readMenu } from './support/editor';
import { expect, test } from './support/fixtures';
import { placeOrder, tableTokenOf } from './support/orders';
import { pdfText } from './support/pdf';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('VAT rates: a category default accepted from the suggestion, a dish of its own', async ({
  page,
  signedInOwner,
  createMenuFor,
}) => {
  const errors = watchConsole(page);
  const owner = await signedInOwner('Cave TVA', 'premium');
  const menu = await createMenuFor(owner, {
    name: 'Carte',
    categories: [
      {
        id: 'plats',
        name: 'Plats principaux',
        items: [{ id: randomUUID(), name: 'Ratatouille', price: '14' }],
      },
      {
        id: 'vins',
        name: 'Vins',
        items: [{ id: randomUUID(), name: 'Côtes-du-Rhône', price: '32' }],
      },
    ],
  });
  await page.goto(`/dashboard/menu/${menu.id}/edit`);
  const wines = page.getByRole('region', { name: /^Vins/ });
  const mains = page.getByRole('region', { name: /^Plats principaux/ });
  // Offered for the wines only, and nothing changed until the owner answers.
  await expect(wines.getByText('Boissons alcoolisées ?')).toBeVisible();
  await expect(mains.getByText('Boissons alcoolisées ?')).toHaveCount(0);
  await expect(wines.getByLabel('TVA par défaut des plats de Vins')).toHaveValue('1000');
  await expectAccessible(page, 'editor with the VAT suggestion');
  await wines.getByRole('button', { name: 'Appliquer 20\u00a0%' }).click();
  await expect(wines.getByText('Boissons alcoolisées ?')).toHaveCount(0);
  await expect(wines.getByLabel('TVA par défaut des plats de Vins')).toHaveValue('2000');

  // A take-away terrine that keeps: 5,5 % on the dish itself.
  await mains.getByRole('button', { name: 'Ajouter un plat dans Plats principaux' }).click();
  const panel = dishPanel(page);
  await panel.getByLabel('Nom', { exact: true }).fill('Terrine en bocal');
  await panel.getByLabel('Prix').pressSequentially('9');
  const vat = panel.getByLabel('TVA');
  await expect(vat.locator('option').first()).toHaveText('Celle de la catégorie (10\u00a0%)');
  await vat.selectOption('550');
  await panel.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(panel).toBeHidden();
  await expectSaved(page);

  const stored = await readMenu(page, menu.id);
  const [plats, vins] = stored.document.categories as {
    vatRateBp?: number;
    items: { name: string; vatRateBp?: number }[];
  }[];
  expect(vins?.vatRateBp).toBe(2000);
  expect(plats).not.toHaveProperty('vatRateBp');
  expect(plats?.items.map((dish) => [dish.name, dish.vatRateBp])).toEqual([
    ['Ratatouille', undefined],
    ['Terrine en bocal', 550],
  ]);
  expect(errors).toEqual([]);
});

test('the receipts’ legal mentions in Paramètres', async ({ page, signedInOwner }) => {
  const errors = watchConsole(page);
  await signedInOwner('Le Comptoir Légal', 'premium');
  await page.goto('/dashboard/settings');
  // The card's form loads as it comes near the screen.
  const title = page.getByText('Mentions légales des reçus', { exact: true });
  await title.scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Mentions légales des reçus' });
  await form.getByLabel('Raison sociale').fill('SARL Le Comptoir');
  await form.getByLabel('SIRET').fill('303 265 045 00012');
  await form.getByLabel('Numéro de TVA intracommunautaire').fill('FR40 303 265 045');
  await form.getByRole('button', { name: 'Enregistrer les mentions légales' }).click();
  await expect(form.getByText(/^Numéro SIRET invalide\s: 14 chiffres/)).toBeVisible();
  await expect(form.getByLabel('SIRET')).toBeFocused();
  await expectAccessible(page, 'settings with a refused SIRET');

  await form.getByLabel('SIRET').fill('303 265 045 00011');
  await form.getByLabel(/^Le siège social est à une autre adresse/).check();
  await form.getByLabel('Adresse du siège').fill('1 place du Siège');
  await form.getByLabel('Code postal').fill('69001');
  await form.getByLabel('Ville').fill('Lyon');
  await form.getByRole('button', { name: 'Enregistrer les mentions légales' }).click();
  await expect(page.getByText('Mentions légales enregistrées')).toBeVisible();

  await page.reload();
  await title.scrollIntoViewIfNeeded();
  await expect(form.getByLabel('SIRET')).toHaveValue('30326504500011');
  await expect(form.getByLabel('Numéro de TVA intracommunautaire')).toHaveValue('FR40303265045');
  await expect(form.getByLabel('Ville')).toHaveValue('Lyon');
  await expect(form.getByLabel(/^Franchise en base de TVA/)).not.toBeChecked();
  expect(errors).toEqual([]);
});

// Issue 41 §3: after paying, the note de frais is a button of its own (a link to a download,
// reached and used with the keyboard), on the payment page and on the receipt page, and its
// PDF has its own file name, apart from the receipt's.
test('after paying, “Note de frais (PDF)” is a button a keyboard reaches, downloading its own file', async ({
  page: owner,
  browser,
  signedInOwner,
}) => {
  await signedInOwner('Chez Ardoise', 'premium');
  const menuId = await createMenuViaApi(owner, 'Carte du soir', [
    { name: 'Bœuf bourguignon', price: '19.90' },
  ]);
  const token = String(await tableTokenOf(owner, '4'));
  const opened = await owner.request.put('/api/v1/ordering', {
    headers: API_HEADERS,
    data: { open: true },
  });
  expect(opened.status()).toBe(200);
  // Table payments in the local mode: the restaurant connects in one click.
  const link = await owner.request.post('/api/v1/payments/account/link', { headers: API_HEADERS });
  expect(link.status(), await link.text()).toBe(200);
  await owner.goto((await link.json()).url);
  await owner.getByRole('button', { name: 'Connecter' }).click();
  await owner.waitForURL(/\/dashboard/);

  const phone = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  const diner = await phone.newPage();
  const errors = watchConsole(diner);
  // The receipt page links no icon (it stands alone, in a mail too): Chromium asks for
  // /favicon.ico by itself, which the app serves (issue 43 §6). Any 404 is a failure.
  const missing: string[] = [];
  diner.on('console', (message) => {
    if (message.type() === 'error' && /status of 404/.test(message.text())) {
      missing.push(new URL(message.location().url).pathname);
    }
  });
  await placeOrder(owner, diner.request, menuId, [{ dish: 'Bœuf bourguignon', quantity: 1 }], '4');
  // What the tab's "Payer" sends, then Checkout (the local mode's page plays Stripe's).
  const tab = await (await diner.request.get(`/api/v1/public/tables/${token}/tab`)).json();
  const created = await diner.request.post(`/api/v1/public/tabs/${tab.id}/payments`, {
    headers: API_HEADERS,
    data: {
      clientRequestId: randomUUID(),
      tableToken: token,
      split: { kind: 'all' },
      tipCents: 0,
      language: 'fr',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await diner.goto((await created.json()).checkoutUrl);
  await diner.getByRole('button', { name: 'Payer', exact: true }).click();
  await diner.waitForURL(/\/paiement\//);
  await expect(diner.getByText('Merci, votre paiement est confirmé.')).toBeVisible();

  // The payment page: the note de frais beside "Voir le reçu", a full-width button.
  const pageButton = diner.getByRole('link', { name: 'Note de frais (PDF)' });
  await expect(pageButton).toBeVisible();
  const box = await pageButton.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  const fromPage = diner.waitForEvent('download');
  await pageButton.focus();
  await diner.keyboard.press('Enter');
  const pageDownload = await fromPage;
  expect(pageDownload.suggestedFilename()).toMatch(/^note-de-frais-chez-ardoise-\d+\.pdf$/);

  // The receipt page: two buttons, the receipt's PDF and the note de frais's, reached by Tab.
  await diner.getByRole('link', { name: 'Voir le reçu' }).click();
  await expect(diner.getByRole('heading', { name: 'Reçu' })).toBeVisible();
  const receiptButton = diner.getByRole('link', { name: 'Reçu (PDF)' });
  const expenseButton = diner.getByRole('link', { name: 'Note de frais (PDF)' });
  await expect(receiptButton).toBeVisible();
  await expect(expenseButton).toBeVisible();
  await expectAccessible(diner, 'the receipt page with its two PDF buttons');
  for (let presses = 0; presses < 10; presses += 1) {
    if (await expenseButton.evaluate((element) => element === document.activeElement)) break;
    await diner.keyboard.press('Tab');
  }
  await expect(expenseButton).toBeFocused();
  const fromReceipt = diner.waitForEvent('download');
  await diner.keyboard.press('Enter');
  const expense = await fromReceipt;
  expect(expense.suggestedFilename()).toBe(pageDownload.suggestedFilename());
  const expenseText = await pdfText(await readFile(String(await expense.path())));
  expect(expenseText).toContain('Note de frais');
  expect(expenseText).toContain('19,90 €');
  expect(expenseText).not.toContain('Bœuf bourguignon');
  const fromReceiptButton = diner.waitForEvent('download');
  await receiptButton.click();
  const receipt = await fromReceiptButton;
  expect(receipt.suggestedFilename()).toMatch(/^recu-chez-ardoise-\d+\.pdf$/);
  expect(receipt.suggestedFilename()).not.toBe(expense.suggestedFilename());
  expect(await pdfText(await readFile(String(await receipt.path())))).toContain('Bœuf bourguignon');
  expect(missing).toEqual([]);
  expect(errors).toEqual([]);
  await phone.close();
});
