// Issue 12 "Dish photos": on a phone (390×844, touch) the owner adds a photo to a dish from a
// file, sees the progress and the preview, the menu saves; the diner page shows the photo as
// a lazy <picture> with srcset and nothing moves while photos load (CLS = 0).
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { buildReferenceMenu } from '../../scripts/bench/reference-menu';
import { photoJpeg } from '../../src/server/images/testing/image-fixtures';
import { createMenuViaApi, watchConsole } from './support/dashboard';
import { API_HEADERS } from './support/e2e-env';
import { dishPanel, expectSaved, readMenu, SAVE_STATUS, saveStatus } from './support/editor';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Sums the page's layout shifts from its very start (the browser's own entries). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { __cls: number };
    state.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) state.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function scrollToBottom(page: Page) {
  for (let step = 0; step < 40; step++) {
    const isAtBottom = await page.evaluate(() => {
      // Instant: the page scrolls smoothly, and a smooth scroll started before the last one ended
      // would restart from where that one was.
      window.scrollBy({ top: 600, behavior: 'instant' });
      return window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
    });
    // What a diner sees at this step has arrived: every photo in the view is loaded (steps of
    // 600 px in an 844 px view, so each photo of the page is in view at some step).
    await waitForImagesInView(page);
    if (isAtBottom) break;
  }
}

const waitForImagesInView = (page: Page) =>
  page.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.checkVisibility())
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight;
      })
      .every((image) => image.complete && image.naturalWidth > 0),
  );

const waitForImages = (page: Page) =>
  page.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.checkVisibility())
      .filter(
        (image) => image.loading !== 'lazy' || image.getBoundingClientRect().top < innerHeight,
      )
      .every((image) => image.complete),
  );

test('a phone adds a dish photo; the diner page shows it without layout shift', async ({
  page,
  signedInOwner,
}, info) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  await signedInOwner('Chez Lucie');
  const dishes = [
    { name: 'Bœuf bourguignon', price: '19.90' },
    ...Array.from({ length: 9 }, (_, index) => ({
      name: `Plat du jour ${index + 1}`,
      price: '12',
      description: 'Préparé chaque matin avec les produits du marché, servi avec sa garniture.',
    })),
    { name: 'Tarte Tatin', price: '8' },
  ];
  const menuId = await createMenuViaApi(page, 'Carte de Lucie', dishes);
  await page.goto(`/dashboard/menu/${menuId}/edit`);

  // A file that is not a photo is refused in French (before sending it: the bytes say so);
  // the dish stays as it was.
  await page.getByRole('button', { name: 'Modifier Bœuf bourguignon' }).tap();
  const panel = dishPanel(page);
  await panel.getByRole('tab', { name: 'Importer une photo' }).tap();
  await expect(panel.getByRole('button', { name: 'Prendre une photo' })).toBeVisible();
  await expect(panel.locator('input[capture="environment"]')).toHaveCount(1);
  const input = panel.getByTestId('dish-photo-input');
  await input.setInputFiles({
    name: 'menu.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('Ceci n’est pas une photo.'),
  });
  await expect(panel.getByRole('alert')).toHaveText(
    'Format de fichier non pris en charge : choisissez une photo JPEG, PNG, WebP, HEIC ou AVIF.',
  );
  await expect(panel.getByLabel('Nom', { exact: true })).toHaveValue('Bœuf bourguignon');

  // A real photo over a slow uplink (throttled by the browser): the progress moves, then the
  // preview shows; the dish cannot be saved before the upload ends.
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: -1,
    uploadThroughput: 64 * 1024,
  });
  const photo = await photoJpeg(1600, 1200);
  expect(photo.length).toBeGreaterThan(150 * 1024); // about 3 s at 64 KB/s
  await input.setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  const progress = panel.getByRole('progressbar', { name: 'Progression de l’envoi de la photo' });
  await expect(progress).toBeVisible();
  await expect(panel.getByText(/^Envoi de la photo… \d+ %$/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Sauvegarder', exact: true })).toBeDisabled();
  await expect
    .poll(async () => Number(await progress.getAttribute('value')), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(panel.getByText(/^Envoi de la photo/)).toBeHidden({ timeout: 20_000 });
  await expect(panel.getByRole('alert')).toHaveCount(0);
  const preview = panel.getByRole('img', { name: 'Photo du plat' });
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(panel.getByRole('button', { name: "Supprimer l'image" })).toBeVisible();
  await page.screenshot({ path: info.outputPath('editor-photo-phone.png') });
  await panel.getByRole('button', { name: 'Sauvegarder', exact: true }).tap();
  await expect(panel).toBeHidden();

  // The autosave keeps it.
  await expectSaved(page);
  const stored = await readMenu(page, menuId);
  const beef = stored.document.categories[0]?.items.find(
    (dish) => dish.name === 'Bœuf bourguignon',
  );
  expect(beef?.imageUrl).toMatch(/^\/images\/[0-9a-f]{32}-1280\.jpg$/);

  // The diner page, as a phone sees it.
  const account = await (await page.request.get('/api/v1/account')).json();
  const diner = await page.context().newPage();
  await watchLayoutShifts(diner);
  await diner.goto(`/u/${account.id}`);
  const thumb = diner.locator('.dish', { hasText: 'Bœuf bourguignon' }).locator('img.thumb');
  await expect(thumb).toHaveAttribute(
    'srcset',
    /-320\.jpg 320w, .*-640\.jpg 640w, .*-1280\.jpg 1280w/,
  );
  await expect(thumb).toHaveAttribute('sizes', '88px');
  await expect(thumb).toHaveAttribute('width', '88');
  await expect(thumb).toHaveAttribute('style', /background-image:url\(data:image\/webp;base64,/);
  await expect(diner.locator('picture source[type="image/avif"]').first()).toHaveAttribute(
    'srcset',
    /-320\.avif 320w/,
  );
  // Chromium picks AVIF, at the width a 88 px box needs on this screen.
  await expect
    .poll(() => thumb.evaluate((image: HTMLImageElement) => image.currentSrc))
    .toMatch(/-(320|640)\.avif$/);
  const large = diner.locator('.dish', { hasText: 'Bœuf bourguignon' }).locator('img.photo');
  await expect(large).toHaveAttribute('alt', 'Bœuf bourguignon');
  await expect(large).toHaveAttribute('loading', 'lazy');
  await waitForImages(diner);
  await scrollToBottom(diner);
  await waitForImages(diner);
  // The sheet opens with the large photo in its reserved box.
  await thumb.tap();
  const sheet = diner.locator('dialog.sheet');
  await expect(sheet.locator('img.photo')).toBeVisible();
  await diner.screenshot({ path: info.outputPath('diner-photo-sheet.png') });
  await expect
    .poll(() => sheet.locator('img.photo').evaluate((image: HTMLImageElement) => image.complete))
    .toBe(true);
  expect(await diner.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
  expect(errors).toEqual([]);
});

test('what a phone downloads: a 60-dish menu with 20 photos', async ({
  page,
  signedInOwner,
}, info) => {
  test.setTimeout(240_000); // 20 photos of 1600 × 1200 to process on a 2-core machine
  await signedInOwner('Bistrot des Halles');
  const urls: string[] = [];
  for (let index = 0; index < 20; index++) {
    const response = await page.request.post('/api/v1/images', {
      headers: API_HEADERS,
      multipart: {
        file: {
          name: `plat-${index}.jpg`,
          mimeType: 'image/jpeg',
          buffer: await photoJpeg(1600, 1200, 90 + index * 4),
        },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    urls.push((await response.json()).url);
  }
  const menu = buildReferenceMenu();
  menu.categories.forEach((category, c) => {
    (category.items as { id: string; imageUrl?: string | null }[]).forEach((dish, d) => {
      const index = c * 10 + d;
      dish.id = randomUUID();
      dish.imageUrl = index % 3 === 0 ? (urls[index / 3] ?? null) : null;
    });
  });
  const created = await page.request.post('/api/v1/menus', { headers: API_HEADERS, data: menu });
  expect(created.status(), await created.text()).toBe(201);
  const account = await (await page.request.get('/api/v1/account')).json();

  const phone = await page
    .context()
    .browser()
    ?.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
  if (!phone) throw new Error('no browser');
  const diner = await phone.newPage();
  await watchLayoutShifts(diner);
  await diner.goto(`/u/${account.id}`);
  await waitForImages(diner);
  const transferred = () =>
    diner.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceResourceTiming[];
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const images = resources.filter((entry) => entry.name.includes('/images/'));
      return {
        html: navigation?.transferSize ?? 0,
        other: resources
          .filter((entry) => !entry.name.includes('/images/'))
          .reduce((total, entry) => total + entry.transferSize, 0),
        photos: images.length,
        photoBytes: images.reduce((total, entry) => total + entry.transferSize, 0),
      };
    });
  const firstScreen = await transferred();
  await scrollToBottom(diner);
  await waitForImages(diner);
  await diner.waitForLoadState('networkidle');
  const fullScroll = await transferred();
  const cls = await diner.evaluate(() => (window as unknown as { __cls: number }).__cls);
  const report = { firstScreen, fullScroll, cls };
  await info.attach('phone-bytes.json', { body: JSON.stringify(report, null, 2) });
  console.log(`phone bytes: ${JSON.stringify(report)}`);
  expect(firstScreen.photos).toBeLessThanOrEqual(6);
  expect(fullScroll.photos).toBe(20);
  expect(cls).toBe(0);
  await phone.close();
});

test('offline: an upload says it needs the network; a chosen photo survives in the draft', async ({
  page,
  context,
  signedInOwner,
}) => {
  test.setTimeout(60_000);
  await signedInOwner('Le Refuge');
  const menuId = await createMenuViaApi(page, 'Carte du refuge', [
    { name: 'Fondue savoyarde', price: '24' },
  ]);
  await page.goto(`/dashboard/menu/${menuId}/edit`);
  await expectSaved(page);
  await page.getByRole('button', { name: 'Modifier Fondue savoyarde' }).tap();
  const panel = dishPanel(page);
  await panel.getByRole('tab', { name: 'Importer une photo' }).tap();
  const input = panel.getByTestId('dish-photo-input');
  await input.setInputFiles({
    name: 'fondue.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoJpeg(800, 600),
  });
  await expect(panel.getByRole('img', { name: 'Photo du plat' })).toBeVisible();

  // The network drops: another photo cannot travel, and the panel says so plainly.
  await context.setOffline(true);
  await input.setInputFiles({
    name: 'autre.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoJpeg(640, 480, 100),
  });
  await expect(panel.getByRole('alert')).toHaveText(
    'Pas de connexion : l’envoi d’une photo nécessite le réseau. Réessayez une fois connecté.',
  );
  // The photo already sent is kept; the dish is saved into the offline draft.
  await panel.getByRole('button', { name: 'Sauvegarder', exact: true }).tap();
  await expect(saveStatus(page)).toHaveText(SAVE_STATUS.offline);
  await page.close();
  await context.setOffline(false);

  const again = await context.newPage();
  await again.goto(`/dashboard/menu/${menuId}/edit`);
  const offer = again.getByRole('alertdialog', { name: 'Modifications non enregistrées' });
  await offer.getByRole('button', { name: 'Reprendre mes modifications' }).tap();
  await expectSaved(again);
  const [dish] = (await readMenu(again, menuId)).document.categories[0]?.items ?? [];
  expect(dish?.imageUrl).toMatch(/^\/images\/[0-9a-f]{32}-800\.jpg$/);
});
