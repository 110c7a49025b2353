// Issue 25 "Importer une carte" on a phone (390×844): a new owner sends a PDF menu (or pastes
// the text of one), checks the preview, corrects one price, creates the menu and finds it on
// the diner page.
import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expectAccessible } from './support/a11y';
import { watchConsole } from './support/dashboard';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const MENU_TEXT = [
  'Entrées',
  'Tarte fine aux poireaux ........ 9',
  'Soupe à l’oignon gratinée 7,50 €',
  '',
  'Desserts',
  'Crème brûlée 6€50',
  '',
  'Service continu de midi à minuit, réservations conseillées le week-end',
].join('\n');

const PDF_LINES = [
  'Le Bouchon du Quai',
  '',
  'Entrées',
  'Terrine de campagne ........ 8,50',
  'Salade de chèvre chaud 11 €',
  '',
  'Plats',
  'Blanquette de veau 19,50 €',
  '',
  'Desserts',
  'Tarte Tatin 7 €',
];

/** A one-page PDF with a text layer, as a word processor exports a menu. */
async function menuPdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, index) => {
    if (line !== '') page.drawText(line, { x: 56, y: 780 - index * 16, size: 11, font });
  });
  return Buffer.from(await pdf.save());
}

/**
 * In the preview: the dish's price as read, corrected; "Créer le menu"; then the diner page
 * (a second tab) showing the dish at its corrected price.
 */
async function correctCreateAndOpen(
  page: Page,
  ownerId: string,
  price: { dish: string; read: string; corrected: string },
) {
  const field = page.getByLabel(`Prix de « ${price.dish} » (€)`);
  await expect(field).toHaveValue(price.read);
  await field.fill(price.corrected);
  await page.getByRole('button', { name: 'Créer le menu' }).tap();
  await expect(page).toHaveURL(/\/dashboard\/menu\/[0-9a-f-]{36}\/edit$/, { timeout: 20_000 });
  const diner = await page.context().newPage();
  await diner.goto(`/u/${ownerId}`);
  await expect(diner.getByText(price.dish)).toBeVisible({ timeout: 20_000 });
  await expect(diner.getByText(`${price.corrected} €`).first()).toBeVisible();
  return diner;
}

test('send a PDF menu, correct a price in the preview, create it and see it on the diner page', async ({
  page,
  signedInOwner,
}) => {
  // A PDF read on the server, then a second page, on a shared machine.
  test.slow();
  const errors = watchConsole(page);
  const owner = await signedInOwner('Bouchon Importé');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Importer une carte' }).first().tap();
  await page.getByRole('tab', { name: 'PDF' }).tap();
  // The real file input, as a file chosen on the phone.
  await page.getByLabel('Fichier PDF de la carte').setInputFiles({
    name: 'carte.pdf',
    mimeType: 'application/pdf',
    buffer: await menuPdf(PDF_LINES),
  });
  await page.getByRole('button', { name: 'Envoyer' }).tap();
  await expect(page).toHaveURL(/\/dashboard\/import\/[0-9a-f-]{36}$/);
  // "ready": the preview replaces the reading status.
  await expect(page.getByRole('heading', { name: 'Aperçu du menu' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/^4 plats dans 3 catégories/)).toBeVisible();

  const diner = await correctCreateAndOpen(page, owner.id, {
    dish: 'Blanquette de veau',
    read: '19,50',
    corrected: '21,40',
  });
  await expect(diner.getByText('19,50 €')).toHaveCount(0);
  await expect(diner.getByText('Terrine de campagne')).toBeVisible();
  expect(errors).toEqual([]);
});

test('paste a menu, correct a price in the preview, create it and see it on the diner page', async ({
  page,
  signedInOwner,
}) => {
  // Two axe runs, a reload and a second page on a shared machine.
  test.slow();
  const errors = watchConsole(page);
  const owner = await signedInOwner('Bistro Importé');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Importer une carte' }).first().tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Importer une carte' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Photo' })).toBeVisible();
  await expectAccessible(page, 'import source picker');

  await page.getByLabel('Texte de la carte').fill(MENU_TEXT);
  await page.getByRole('button', { name: 'Lire la carte' }).tap();
  await expect(page).toHaveURL(/\/dashboard\/import\/[0-9a-f-]{36}$/);
  // Read on the server, then shown (a shared machine may take seconds to do both).
  const preview = page.getByRole('heading', { name: 'Aperçu du menu' });
  await expect(preview).toBeVisible({ timeout: 20_000 });

  // The job lives on the server: a reload shows the same preview.
  await page.reload();
  await expect(preview).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('3 plats dans 2 catégories · 1 ligne non reconnue')).toBeVisible();
  await expectAccessible(page, 'import preview');

  // On a phone the source is behind a toggle.
  const sourceToggle = page.getByRole('button', { name: 'Voir le texte d’origine' });
  await expect(page.getByRole('heading', { name: 'Texte d’origine' })).toBeHidden();
  await sourceToggle.tap();
  await expect(page.getByText(/Ligne 8 : Service continu/)).toBeVisible();

  const diner = await correctCreateAndOpen(page, owner.id, {
    dish: 'Tarte fine aux poireaux',
    read: '9,00',
    corrected: '9,80',
  });
  await expect(diner.getByText('Crème brûlée')).toBeVisible();
  expect(errors).toEqual([]);
});
