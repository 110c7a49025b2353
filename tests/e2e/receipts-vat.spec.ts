// Issue 23 §4 in the owner app, on a phone: VAT rates in the editor (a dish's own, a category's
// default, the 20 % suggestion for wines that is never applied by itself) and the receipts'
// legal mentions in Paramètres (a wrong SIRET refused in French, the franchise).
import { randomUUID } from 'node:crypto';
import { expectAccessible } from './support/a11y';
import { watchConsole } from './support/dashboard';
import { dishPanel, expectSaved, readMenu } from './support/editor';
import { expect, test } from './support/fixtures';

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
  await expect(form.getByText(/^Numéro SIRET invalide : 14 chiffres/)).toBeVisible();
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
