// Issue 7 "QR codes": the owner QR pages, per-table codes and the printable kit, in Chromium.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { API_HEADERS } from './support/e2e-env';
import { expect, test } from './support/fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function createMenu(page: Page, name = 'Carte'): Promise<string> {
  const response = await page.request.post('/api/v1/menus', {
    headers: API_HEADERS,
    data: { name, categories: [] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function publicMenuUrl(page: Page): Promise<string> {
  const account = await (await page.request.get('/api/v1/account')).json();
  return account.publicMenuUrl;
}

/** The image has loaded, shown at the spec's size (§9) from the vector code. */
async function expectLoadedQr(image: Locator) {
  await expect(image).toHaveAttribute('width', '200');
  await expect(image).toHaveAttribute('src', /\.svg(\?|$)/);
  await expect.poll(() => isLoaded(image)).toBe(true);
  expect(await image.evaluate((element) => element.getBoundingClientRect().width)).toBe(200);
}

const isLoaded = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

function decodePng(file: string): string | undefined {
  const png = PNG.sync.read(readFileSync(file));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const clearClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.writeText(''));

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the restaurant code: shown, copied, downloaded and shared', async ({
  page,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('Le Petit Bistro');
  await createMenu(page);
  const url = await publicMenuUrl(page);
  await page.goto('/dashboard/qr-code');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('QR Code pour votre restaurant');
  const link = page.getByLabel('Votre lien unique');
  await expect(link).toHaveValue(url);
  await expect(link).toHaveAccessibleDescription(/le lien ne change jamais/);
  await expect(page.getByText('Aucun menu disponible')).toHaveCount(0);
  await expectLoadedQr(page.getByRole('img', { name: `QR code menant à ${url}` }));

  await clearClipboard(page);
  await page.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(toasts(page).getByText('Lien copié')).toBeVisible();
  expect(await readClipboard(page)).toBe(url);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Le-Petit-Bistro.png');
  expect(decodePng(await download.path())).toBe(url);
  await expect(toasts(page).getByText('QR Code téléchargé').first()).toBeVisible();

  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /SVG/ }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe('Le-Petit-Bistro.svg');
  expect(readFileSync(await svg.path(), 'utf8')).toContain('<svg');

  // Web Share API where the browser has it… with the readable address (issue 15 §6).
  const restaurant = await page.request.get('/api/v1/restaurant');
  const shareUrl = ((await restaurant.json()) as { publicUrl: string }).publicUrl;
  expect(shareUrl).toMatch(/\/le-petit-bistro(-\d+)?$/);
  await page.evaluate(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => void shared.push(data),
    });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
  });
  await page.getByRole('button', { name: 'Partager' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title: 'Le Petit Bistro — notre menu', url: shareUrl }]);

  // …otherwise the link is copied.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await clearClipboard(page);
  await page.getByRole('button', { name: 'Partager' }).click();
  await expect.poll(() => readClipboard(page)).toBe(shareUrl);
  expect(errors).toEqual([]);
});

test('a menu code carries /r/{id}; a missing or foreign menu goes back to the dashboard', async ({
  page,
  signedInOwner,
  createOwner,
  createMenuFor,
}) => {
  await signedInOwner('Le Petit Bistro');
  const menuId = await createMenu(page, 'Carte du midi');
  const origin = new URL(await publicMenuUrl(page)).origin;
  await page.goto(`/dashboard/menu/${menuId}/qr`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('QR Code pour votre menu');
  await expect(page.getByRole('link', { name: 'Retour au tableau de bord' })).toBeVisible();
  const url = `${origin}/r/${menuId}`;
  await expect(page.getByLabel('Votre lien unique')).toHaveValue(url);
  await expectLoadedQr(page.getByRole('img', { name: `QR code menant à ${url}` }));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Le-Petit-Bistro.png');
  expect(decodePng(await download.path())).toBe(url);

  await page.goto('/dashboard/menu/00000000-0000-4000-8000-000000000000/qr');
  await expect(toasts(page).getByText('Menu non trouvé')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');

  // Another owner's menu answers as if it did not exist (spec part 2 §6).
  const other = await createOwner({ restaurantName: 'Chez Autrui' });
  const { id: foreignId } = await createMenuFor(other, { name: 'Secret', categories: [] });
  await page.goto(`/dashboard/menu/${foreignId}/qr`);
  await expect(toasts(page).getByText('Menu non trouvé')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
});

test('without a menu: the notice, and download or share say why', async ({
  page,
  signedInOwner,
}) => {
  await signedInOwner('Le Petit Bistro');
  await page.goto('/dashboard/qr-code');

  const notice = page.getByRole('status').filter({ hasText: 'Aucun menu disponible' });
  await expect(notice).toContainText('Créez votre menu');
  await expect(page.getByText("Créez d'abord un menu pour générer votre QR code.")).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code menant/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Télécharger', exact: true }).click();
  await expect(
    toasts(page).getByText("Veuillez d'abord créer un menu avant de télécharger le QR code."),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Partager' }).click();
  await expect(
    toasts(page).getByText("Veuillez d'abord créer un menu avant de partager le QR code."),
  ).toBeVisible();

  await notice.getByRole('link', { name: 'Créer un menu' }).click();
  await expect(page).toHaveURL('/dashboard/menu/new');
});

test('Premium without an active menu: the notice asks to activate one', async ({
  page,
  signedInOwner,
}) => {
  await signedInOwner('Le Grand Bistro', 'premium');
  const menuId = await createMenu(page);
  const response = await page.request.post(`/api/v1/menus/${menuId}/deactivate`, {
    headers: API_HEADERS,
  });
  expect(response.ok()).toBe(true);
  await page.goto('/dashboard/qr-code');

  const notice = page.getByRole('status').filter({ hasText: 'Aucun menu disponible' });
  await expect(notice).toContainText('activez-le depuis votre tableau de bord');
  await expect(notice.getByRole('link', { name: 'Créer un menu' })).toHaveAttribute(
    'href',
    '/dashboard/menu/new',
  );
});

test('tables: three codes, names checked by the server, the print kit', async ({
  page,
  signedInOwner,
}) => {
  await signedInOwner('Le Petit Bistro');
  await createMenu(page);
  await page.goto('/dashboard/qr-code');
  await expect(page.getByText("Aucune table pour l'instant.")).toBeVisible();

  await page.getByLabel('Nombre de tables').fill('3');
  await page.getByRole('button', { name: 'Numéroter les tables' }).click();
  await expect(toasts(page).getByText('Tables enregistrées')).toBeVisible();
  const codes = page.getByRole('img', { name: /^QR code : Table \d$/ });
  await expect(codes).toHaveCount(3);
  await expect(page.getByRole('img', { name: 'QR code : Table 3' })).toBeVisible();
  await expect.poll(() => isLoaded(codes.first())).toBe(true);
  await expect(page.getByLabel('Noms des tables (un par ligne)')).toHaveValue('1\n2\n3');

  await page.getByLabel('Noms des tables (un par ligne)').fill('Terrasse\nterrasse');
  await page.getByRole('button', { name: 'Enregistrer la liste' }).click();
  await expect(page.getByRole('alert').getByText('Deux tables portent le même nom.')).toBeVisible();
  await expect(codes).toHaveCount(3);

  const kit = page.getByRole('link', { name: "Télécharger le kit d'impression (PDF)" });
  const href = await kit.getAttribute('href');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const [download] = await Promise.all([page.waitForEvent('download'), kit.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the actions are large enough to tap, and nothing overflows', async ({
    page,
    signedInOwner,
  }) => {
    await signedInOwner('Le Petit Bistro');
    await createMenu(page);
    const names = ['1', 'Terrasse côté jardin, près du bassin'];
    expect(
      (await page.request.put('/api/v1/tables', { headers: API_HEADERS, data: { names } })).ok(),
    ).toBe(true);
    await page.goto('/dashboard/qr-code');
    await expect(page.getByRole('img', { name: /^QR code : / })).toHaveCount(2);
    for (const name of ['Copier le lien', 'Télécharger', 'Partager']) {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      expect(box?.height, name).toBeGreaterThanOrEqual(44);
      expect(box?.width, name).toBeGreaterThanOrEqual(44);
    }
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
  });
});
