// Issue 21 §4: a diner whose phone reads English (or Spanish, Chinese, Italian) is offered the
// menu in that language at once, in that language, without a redirect; the choice is kept.
import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { watchConsole } from './support/dashboard';
import { expect, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };
// The page's script runs before the load event that goto() and reload() wait for, so a banner
// absent after them is absent for good, not yet to come.

const phone = (browser: Browser, locale: string) =>
  browser.newContext({ viewport: PHONE, locale, hasTouch: true, isMobile: true });

test('an English phone is offered English in one tap; the choice holds for the next page', async ({
  browser,
  createOwner,
  createMenuFor,
}) => {
  const owner = await createOwner({ restaurantName: 'Chez Lili', plan: 'premium' });
  await createMenuFor(owner, {
    name: 'Carte du midi',
    categories: [
      {
        id: 'plats',
        name: 'Plats principaux',
        items: [{ id: randomUUID(), name: 'Bœuf bourguignon', price: '19.9', allergens: [] }],
      },
    ],
  });
  const context = await phone(browser, 'en-GB');
  const page = await context.newPage();
  const errors = watchConsole(page);

  const response = await page.goto(`/u/${owner.id}`);
  // The server answers the same French page to every phone: nothing varies by language.
  expect(response?.headers().vary ?? '').not.toMatch(/accept-language/i);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const offer = page.getByRole('complementary', {
    name: 'This menu is also available in English.',
  });
  await expect(offer).toBeVisible();
  await expect(offer).toHaveAttribute('lang', 'en');
  await offer.getByRole('link', { name: 'Read in English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/[?&]lang=en/);
  await expect(page.getByRole('heading', { name: 'Main courses' })).toBeVisible();
  await expect(offer).toHaveCount(0);

  // The QR code's address again, in a new tab: English straight away.
  const again = await context.newPage();
  await again.goto(`/u/${owner.id}`);
  await expect(again.locator('html')).toHaveAttribute('lang', 'en');
  expect(errors).toEqual([]);
  await context.close();
});

test('a closed offer stays closed for the visit; a French phone is offered nothing', async ({
  browser,
  createOwner,
  createMenuFor,
}) => {
  const owner = await createOwner({ restaurantName: 'Trattoria', plan: 'premium' });
  await createMenuFor(owner, { name: 'Carte', categories: [] });
  const italian = await phone(browser, 'it-IT');
  const page = await italian.newPage();
  await page.goto(`/u/${owner.id}`);
  const offer = page.getByRole('complementary', {
    name: 'Questo menu è disponibile anche in italiano.',
  });
  await offer.getByRole('button', { name: 'Chiudi' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('[data-langs]')).toBeVisible();
  await expect(page.locator('.lang-offer')).toHaveCount(0);
  await italian.close();

  const french = await phone(browser, 'fr-FR');
  const frenchPage = await french.newPage();
  await frenchPage.goto(`/u/${owner.id}`);
  await expect(frenchPage.locator('[data-langs]')).toBeVisible();
  await expect(frenchPage.locator('.lang-offer')).toHaveCount(0);
  await french.close();
});

test('a free menu, French only, offers no language', async ({
  browser,
  createOwner,
  createMenuFor,
}) => {
  const owner = await createOwner({ restaurantName: 'Le Zinc' });
  await createMenuFor(owner, { name: 'Carte', categories: [] });
  const context = await phone(browser, 'en-US');
  const page = await context.newPage();
  await page.goto(`/u/${owner.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.lang-offer')).toHaveCount(0);
  await context.close();
});
