// The public diner page in Chromium: hostile text stays inert, the page works without
// JavaScript, the script makes the filter instant, phones get a readable layout.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { MenuDocumentInput } from '../../src/domain/menu/menu-schema';
import type { Plan } from '../../src/domain/plans/plans';
import { watchConsole } from './support/dashboard';
import { test as base, expect, type OwnerFixture } from './support/fixtures';

/** Diners are never signed in: the owner and the menu are made straight in the database. */
const test = base.extend<{
  publishMenu: (
    menu: MenuDocumentInput,
    plan?: Plan,
  ) => Promise<{ url: string; owner: OwnerFixture }>;
}>({
  publishMenu: async ({ createOwner, createMenuFor }, use) => {
    await use(async (menu, plan) => {
      const owner = await createOwner({ restaurantName: 'Le Petit Bistro', plan });
      const { id } = await createMenuFor(owner, menu);
      return { url: `/r/${id}`, owner };
    });
  },
});

const SCRIPT = '<script>alert(1)</script>';
const IMG = '"><img src=x onerror=alert(1)>';

type Dish = { name: string; price: string; description?: string; allergens?: string[] };
const category = (id: string, name: string, dishes: Dish[]) => ({
  id,
  name,
  items: dishes.map((dish) => ({ id: randomUUID(), allergens: [], ...dish })),
});

const BISTRO = {
  name: 'Carte du midi',
  categories: [
    category('desserts', 'Desserts', [
      { name: 'Tarte Tatin', price: '8', allergens: ['Gluten', 'Lait', 'Œufs'] },
      { name: 'Salade de fruits', price: '6.5', description: 'Fruits de saison' },
    ]),
    category('entrees', 'Entrées', [
      { name: 'Velouté de potimarron', price: '8.5', allergens: ['Lait'] },
      { name: 'Œufs mimosa', price: '7.5', allergens: ['Œufs', 'Moutarde'] },
      { name: 'Terrine de campagne', price: '9', allergens: ['Gluten'] },
    ]),
    category('plats', 'Plats principaux', [
      {
        name: 'Bœuf bourguignon',
        price: '19.9',
        description: 'Mijoté sept heures au vin rouge, carottes fondantes et pommes de terre.',
        allergens: ['Sulfites', 'Céleri'],
      },
      { name: 'Risotto aux champignons', price: '17', allergens: ['Lait'] },
      { name: 'Entrecôte grillée', price: '24' },
    ]),
  ],
};

/** CSP violations reported by the page itself (the browser's securitypolicyviolation event). */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) =>
      found.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('hostile dish text is shown as text: no dialog, no CSP violation, no error', async ({
  page,
  publishMenu,
}) => {
  const { url } = await publishMenu({
    name: `Menu ${SCRIPT}`,
    categories: [
      category('entrees', `Entrées ${IMG}`, [
        { name: SCRIPT, description: IMG, price: '5', allergens: ['Lait'] },
        { name: IMG, description: `</script>${SCRIPT}`, price: '6' },
      ]),
    ],
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const errors = watchConsole(page);
  const violations = await watchCsp(page);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Menu ${SCRIPT}`);
  await expect(page.locator('.dish-name').first()).toHaveText(SCRIPT);
  await expect(page.locator('.desc').first()).toHaveText(IMG);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  // The detail sheet copies the card's nodes, never its markup.
  await page.locator('.dish summary').first().click();
  await expect(page.getByRole('dialog')).toContainText(SCRIPT);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu reads, category links jump and the allergen filter works through its form', async ({
    page,
    publishMenu,
  }) => {
    const { url } = await publishMenu(BISTRO);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'Carte du midi' })).toBeVisible();
    const headings = page.getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(['Entrées', 'Plats principaux', 'Desserts']);
    await expect(page.getByText('Bœuf bourguignon')).toBeVisible();
    await expect(page.getByText(/^19,90\s€$/)).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Catégories' })
      .getByRole('link', { name: 'Desserts' })
      .click();
    await expect(page).toHaveURL(/#c-desserts$/);
    await expect(page.locator('#c-desserts')).toBeInViewport();

    // A dish's details open in place.
    await page.locator('summary', { hasText: 'Bœuf bourguignon' }).click();
    await expect(page.getByText('Allergènes : Sulfites, Céleri')).toBeVisible();

    await page.getByText('Filtrer par allergène').click();
    await page.getByRole('checkbox', { name: 'Gluten' }).check();
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page).toHaveURL(/\?sans=gluten$/);
    await expect(page.getByText('Terrine de campagne')).toBeHidden();
    await expect(page.getByText('Tarte Tatin')).toBeHidden();
    await expect(page.getByText('Velouté de potimarron')).toBeVisible();
    await expect(page.getByText('2 plats masqués')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Gluten' })).toBeChecked();
    await expect(
      page.getByText('Les informations sur les allergènes sont données par le restaurant.', {
        exact: false,
      }),
    ).toBeVisible();
  });
});

test('with JavaScript the filter is instant and a dish opens in a sheet', async ({
  page,
  publishMenu,
}) => {
  const { url } = await publishMenu(BISTRO);
  const errors = watchConsole(page);
  await page.goto(url);
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  await expect(page.getByRole('button', { name: 'Appliquer' })).toBeHidden();
  await page.getByText('Filtrer par allergène').click();
  await page.getByRole('checkbox', { name: 'Lait' }).check();
  await expect(page.getByText('Velouté de potimarron')).toBeHidden();
  await expect(page.getByText('Risotto aux champignons')).toBeHidden();
  await expect(page.getByText('3 plats masqués')).toBeVisible();
  await expect(page).toHaveURL(/\?sans=lait$/);
  await page.getByRole('checkbox', { name: 'Lait' }).uncheck();
  await expect(page.getByText('Velouté de potimarron')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );

  await page.locator('summary', { hasText: 'Bœuf bourguignon' }).click();
  const sheet = page.getByRole('dialog', { name: 'Bœuf bourguignon' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('Mijoté sept heures');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  expect(errors).toEqual([]);
});

test('a Premium menu is read in English and the diner’s language is remembered', async ({
  page,
  publishMenu,
}) => {
  const { owner } = await publishMenu(BISTRO, 'premium');
  await page.goto(`/u/${owner.id}`);
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\?lang=en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 2, name: 'Starters' })).toBeVisible();
  // The AI footer follows machine text landing (translations.spec.ts).
  // The QR code's address, again: the remembered language applies.
  await page.goto(`/u/${owner.id}`);
  await expect(page).toHaveURL(/\?lang=en$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Main courses' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the page fits the screen, with large text and tap targets', async ({
    page,
    publishMenu,
  }, testInfo) => {
    const { url } = await publishMenu(BISTRO);
    await page.goto(url);
    await expect(page.getByText('Publicité', { exact: true })).toBeVisible();
    const layout = await page.evaluate(() => {
      const chips = document.querySelector('.chips ul') as HTMLElement;
      const links = [...document.querySelectorAll<HTMLElement>('.chips a, .filter > summary')];
      return {
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        bodyFont: Number.parseFloat(getComputedStyle(document.body).fontSize),
        smallestTarget: Math.min(...links.map((link) => link.getBoundingClientRect().height)),
        chipsWrap: getComputedStyle(chips).flexWrap,
        adHeight: (document.querySelector('.ad') as HTMLElement).getBoundingClientRect().height,
      };
    });
    expect(layout.overflow).toBeLessThanOrEqual(0);
    expect(layout.bodyFont).toBeGreaterThanOrEqual(16);
    expect(layout.smallestTarget).toBeGreaterThanOrEqual(44);
    expect(layout.chipsWrap).toBe('nowrap');
    expect(layout.adHeight).toBe(90);
    await page.screenshot({ path: testInfo.outputPath('diner-phone.png') });
    await page.locator('summary', { hasText: 'Bœuf bourguignon' }).click();
    await page.screenshot({ path: testInfo.outputPath('diner-phone-sheet.png') });
  });
});

// Codes printed before tables had their own secret (issue 21 §2): the table still shows, for
// reading; ordering from them follows the owner's take-away switch (diner-cart, table-codes).
test('an old per-table code still shows the diner’s table for the visit', async ({
  page,
  publishMenu,
}) => {
  const { owner } = await publishMenu(BISTRO, 'premium');
  await page.goto(`/u/${owner.id}?table=Terrasse%202`);
  await expect(page.locator('.table-badge')).toHaveText('Terrasse 2');
  await page.goto(`/u/${owner.id}`);
  await expect(page.locator('.table-badge')).toHaveText('Terrasse 2');
  // A named table reads as named ("Terrasse 2"), a number as "Table 4", like the printed cards.
  await page.goto(`/u/${owner.id}?table=4`);
  await expect(page.locator('.table-badge')).toHaveText('Table 4');
  await page.goto(`/u/${owner.id}?table=${encodeURIComponent('<b>7</b>')}`);
  await expect(page.locator('.table-badge')).toHaveText('<b>7</b>');
});
