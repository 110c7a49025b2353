// Issue 16 §7 (editor and diner page): Escape asks before dropping a half-filled dish panel; a
// price that loses characters says what was kept; an open dish lists its allergens once; the
// language chips share their rows on a phone.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createMenuViaApi } from './support/dashboard';
import { SAVE_STATUS, saveStatus } from './support/editor';
import { expect, test } from './support/fixtures';

const dishPanel = (page: Page) =>
  page.getByRole('dialog', { name: /Ajouter un plat|Modifier le plat/ });

test.describe('the dish panel', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Escape on a half-filled panel asks first; an untouched panel just closes', async ({
    page,
    signedInOwner,
  }) => {
    await signedInOwner('Le Bistrot Prudent');
    const menuId = await createMenuViaApi(page, 'Carte', [{ name: 'Poulet rôti', price: '19' }]);
    await page.goto(`/dashboard/menu/${menuId}/edit`);
    await expect(saveStatus(page)).toHaveText(SAVE_STATUS.saved);

    // Untouched: Escape closes at once.
    await page.getByRole('button', { name: 'Ajouter un plat dans Plats principaux' }).click();
    await expect(dishPanel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dishPanel(page)).toBeHidden();

    // Half-filled: Escape asks; "Continuer la saisie" keeps what was typed.
    await page.getByRole('button', { name: 'Ajouter un plat dans Plats principaux' }).click();
    await dishPanel(page).getByLabel('Nom', { exact: true }).fill('Tartare');
    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog', { name: 'Abandonner ce plat ?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Continuer la saisie' }).click();
    await expect(question).toBeHidden();
    await expect(dishPanel(page).getByLabel('Nom', { exact: true })).toHaveValue('Tartare');

    // Asked again, "Abandonner" closes without adding anything.
    await page.keyboard.press('Escape');
    await page
      .getByRole('alertdialog', { name: 'Abandonner ce plat ?' })
      .getByRole('button', { name: 'Abandonner' })
      .click();
    await expect(dishPanel(page)).toBeHidden();
    await expect(page.getByText('Tartare')).toHaveCount(0);
  });

  test('a price typed as "-3" or "1e3" says what was kept', async ({ page, signedInOwner }) => {
    await signedInOwner('Le Bistrot Chiffré');
    const menuId = await createMenuViaApi(page, 'Carte', [{ name: 'Poulet rôti', price: '19' }]);
    await page.goto(`/dashboard/menu/${menuId}/edit`);
    await expect(saveStatus(page)).toHaveText(SAVE_STATUS.saved);
    await page.getByRole('button', { name: 'Ajouter un plat dans Plats principaux' }).click();
    const price = dishPanel(page).getByLabel('Prix');
    const notice = dishPanel(page).getByRole('status');

    await price.pressSequentially('-3');
    await expect(price).toHaveValue('3');
    await expect(notice).toHaveText(
      '« - » ignoré : un prix ne contient que des chiffres et une virgule. Prix gardé : 3 €',
    );

    await price.fill('');
    await expect(notice).toHaveText('');
    await price.pressSequentially('1e3');
    await expect(price).toHaveValue('13');
    await expect(notice).toContainText('« e » ignoré');
    await expect(notice).toContainText('Prix gardé : 13 €');

    // A clean price says nothing.
    await price.fill('12,5');
    await expect(notice).toHaveText('');
  });
});

test.describe('the diner page', () => {
  const menu = {
    name: 'Carte du midi',
    categories: [
      {
        id: 'plats',
        name: 'Plats principaux',
        items: [
          {
            id: randomUUID(),
            name: 'Bœuf bourguignon',
            price: '19.9',
            description: 'Mijoté sept heures au vin rouge.',
            allergens: ['Sulfites', 'Céleri'],
          },
        ],
      },
    ],
  };

  test('an open dish lists its allergens once', async ({ page, createOwner, createMenuFor }) => {
    const owner = await createOwner({ restaurantName: 'Le Petit Bistro' });
    const { id } = await createMenuFor(owner, menu);
    await page.goto(`/r/${id}`);
    await page.locator('summary', { hasText: 'Bœuf bourguignon' }).click();
    const sheet = page.getByRole('dialog', { name: 'Bœuf bourguignon' });
    await expect(sheet).toBeVisible();
    for (const allergen of ['Sulfites', 'Céleri']) {
      await expect(
        sheet.getByText(allergen, { exact: false }).filter({ visible: true }),
      ).toHaveCount(1);
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('no language chip is alone on its line', async ({ page, createOwner, createMenuFor }) => {
      const owner = await createOwner({ restaurantName: 'Le Petit Bistro', plan: 'premium' });
      await createMenuFor(owner, menu);
      await page.goto(`/u/${owner.id}`);
      const chips = page.locator('.langs a');
      await expect(chips.filter({ hasText: '中文' })).toBeVisible();
      const rows = await chips.evaluateAll((links) => {
        const byTop = new Map<number, string[]>();
        for (const link of links) {
          const top = Math.round(link.getBoundingClientRect().top);
          byTop.set(top, [...(byTop.get(top) ?? []), link.textContent ?? '']);
        }
        return [...byTop.values()];
      });
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.length, JSON.stringify(rows)).toBeGreaterThan(1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
