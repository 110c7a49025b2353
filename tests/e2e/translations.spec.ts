// Issue 13 "Menu translations": a Premium owner's dish is machine-translated on the English
// diner page within seconds; the owner's correction wins; a French change flags it "À revoir".
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { watchConsole } from './support/dashboard';
import { dishPanel, expectSaved } from './support/editor';
import { expect, test } from './support/fixtures';

/** Reloads the English diner page until `text` shows (translations land in the background). */
async function expectOnEnglishPage(page: Page, menuId: string, text: string) {
  await expect(async () => {
    await page.goto(`/r/${menuId}?lang=en`);
    await expect(page.getByText(text, { exact: true })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

async function editDescription(page: Page, menuId: string, description: string) {
  await page.goto(`/dashboard/menu/${menuId}/edit`);
  await page.getByRole('button', { name: 'Modifier Entrecôte' }).click();
  const panel = dishPanel(page);
  await expect(panel.getByRole('heading', { name: 'Modifier le plat' })).toBeVisible();
  await panel.getByLabel('Description (optionnelle)').fill(description);
  await panel.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  await expect(panel).toBeHidden();
  await expectSaved(page);
}

test('machine translation, the owner’s correction, and "À revoir"', async ({
  page,
  signedInOwner,
  createMenuFor,
}) => {
  const errors = watchConsole(page);
  const owner = await signedInOwner('Chez Paul', 'premium');
  const menu = await createMenuFor(owner, {
    name: 'Carte du soir',
    categories: [
      {
        id: 'plats',
        name: 'Plats principaux',
        items: [{ id: randomUUID(), name: 'Entrecôte', price: '24', description: 'Frites' }],
      },
    ],
  });

  await editDescription(page, menu.id, 'Frites maison');
  await expectOnEnglishPage(page, menu.id, '[EN-GB] Frites maison');
  await expect(page.getByText('Menu translated with AI technology')).toBeVisible();

  // The "Traductions" view, from the editor.
  await page.goto(`/dashboard/menu/${menu.id}/edit`);
  await page.getByRole('link', { name: 'Traductions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Traductions' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Anglais' })).toHaveAttribute('aria-selected', 'true');
  const field = page.getByRole('textbox', { name: 'Description · anglais' });
  await expect(field).toHaveValue('[EN-GB] Frites maison');
  const row = page.getByRole('listitem').filter({ has: field });
  await expect(row.getByText('Traduction automatique')).toBeVisible();
  await field.fill('Home-made fries');
  await row.getByRole('button', { name: 'Enregistrer la correction' }).click();
  await expect(row.getByText('Corrigée')).toBeVisible();
  await expectOnEnglishPage(page, menu.id, 'Home-made fries');

  // The French changes: the correction stays, marked "À revoir".
  await editDescription(page, menu.id, 'Frites maison et salade');
  await page.goto(`/dashboard/menu/${menu.id}/translations`);
  const again = page.getByRole('textbox', { name: 'Description · anglais' });
  await expect(again).toHaveValue('Home-made fries');
  const staleRow = page.getByRole('listitem').filter({ has: again });
  await expect(staleRow.getByText('À revoir')).toBeVisible();
  await expect(staleRow.getByText('Frites maison et salade')).toBeVisible();
  // Other languages were re-translated meanwhile.
  await page.getByRole('tab', { name: 'Espagnol' }).click();
  await expect(page.getByRole('textbox', { name: 'Description · espagnol' })).toHaveValue(
    '[ES] Frites maison et salade',
    { timeout: 10_000 },
  );
  expect(errors).toEqual([]);
});

test('free owners see what Premium would give', async ({ page, signedInOwner, createMenuFor }) => {
  const owner = await signedInOwner('Chez Marie');
  const menu = await createMenuFor(owner, { name: 'Carte', categories: [] });
  await page.goto(`/dashboard/menu/${menu.id}/translations`);
  await expect(page.getByText('Traductions automatiques avec Premium')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Passer à Premium' })).toBeVisible();
});
