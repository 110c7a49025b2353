// Issue 21 §9, what a new owner tripped on in the editor and "Disponibilités du jour": prices
// read and typed in French ("6,50") while the stored value stays "6.50"; a dish's tags in its
// editor row (compact on a phone); the photo tab says "Importer une photo"; a dish with
// variants shows each of them with its price on "Disponibilités du jour".
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { API_HEADERS } from './support/e2e-env';
import { dishPanel, expectSaved, readMenu, SAVE_STATUS, saveStatus } from './support/editor';
import { expect, test } from './support/fixtures';

const WINE = {
  id: randomUUID(),
  name: 'Côtes-du-Rhône',
  price: '6.50',
  allergens: ['Sulfites'],
  variants: [
    { id: randomUUID(), name: 'Verre 12 cl', price: '6.50' },
    { id: randomUUID(), name: 'Bouteille 75 cl', price: '32.00' },
  ],
};
const CURRY = {
  id: randomUUID(),
  name: 'Curry de légumes',
  price: '14.00',
  allergens: ['Céleri', 'Moutarde', 'Sésame'],
  tags: ['vegetarien', 'epice', 'fait-maison'],
};

async function createMenu(page: Page): Promise<string> {
  const response = await page.request.post('/api/v1/menus', {
    headers: API_HEADERS,
    data: {
      name: 'Carte',
      categories: [
        { id: 'plats', name: 'Plats principaux', items: [CURRY] },
        { id: 'vins', name: 'Vins', items: [WINE] },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The editor, loaded (a busy machine may take a few seconds). */
async function openEditor(page: Page, menuId: string) {
  await page.goto(`/dashboard/menu/${menuId}/edit`);
  await expect(saveStatus(page)).toHaveText(SAVE_STATUS.saved, { timeout: 15_000 });
}

/** "Disponibilités du jour", loaded, and the wine's row. */
async function openAvailability(page: Page) {
  await page.goto('/dashboard/availability');
  const wine = page.getByRole('button', { name: /Côtes-du-Rhône/ });
  await expect(wine).toBeVisible({ timeout: 15_000 });
  return wine;
}

test.describe('at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('prices in French in the dish panel, stored as exact decimals; the photo tab says “Importer une photo”', async ({
    page,
    signedInOwner,
  }) => {
    await signedInOwner('Le Bistrot Décimal');
    const menuId = await createMenu(page);
    await openEditor(page, menuId);

    // A stored dish opens with its price and its variants' prices in French.
    await page.getByRole('button', { name: /^Modifier Côtes-du-Rhône/ }).click();
    const panel = dishPanel(page);
    await expect(panel.getByLabel('Prix de la variante 1')).toHaveValue('6,50');
    await expect(panel.getByLabel('Prix de la variante 2')).toHaveValue('32,00');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await page.getByRole('button', { name: 'Ajouter un plat dans Plats principaux' }).click();
    await expect(panel.getByRole('tab', { name: 'Importer une photo' })).toBeVisible();
    await expect(panel.getByRole('tab', { name: 'Télécharger' })).toHaveCount(0);
    await panel.getByLabel('Nom', { exact: true }).fill('Tarte Tatin');
    const price = panel.getByLabel('Prix', { exact: true });
    await expect(price).toHaveAttribute('placeholder', '0,00');
    await price.pressSequentially('6,50');
    await expect(price).toHaveValue('6,50');
    // A keypad without a comma: the dot reads as the French decimal comma.
    await price.fill('');
    await price.pressSequentially('7.5');
    await expect(price).toHaveValue('7,5');
    await panel.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: /^Modifier Tarte Tatin/ })).toContainText(
      /7,50\s€/,
    );

    await expectSaved(page);
    const stored = await readMenu(page, menuId);
    const tart = stored.document.categories
      .flatMap((c) => c.items)
      .find((d) => d.name === 'Tarte Tatin');
    expect(tart?.price).toBe('7.50');
    await page.getByRole('button', { name: /^Modifier Tarte Tatin/ }).click();
    await expect(panel.getByLabel('Prix', { exact: true })).toHaveValue('7,50');
  });

  test('a dish row shows its tags by name beside its allergens', async ({
    page,
    signedInOwner,
  }) => {
    await signedInOwner('Le Bistrot Étiqueté');
    const menuId = await createMenu(page);
    await openEditor(page, menuId);
    const row = page.getByRole('button', { name: /^Modifier Curry de légumes/ });
    for (const text of ['Végétarien', 'Épicé', 'Fait maison', 'Céleri', 'Moutarde', 'Sésame']) {
      await expect(row.getByText(text, { exact: true })).toBeVisible();
    }
  });

  test('“Disponibilités du jour” shows each variant of a dish with its price', async ({
    page,
    signedInOwner,
  }) => {
    await signedInOwner('Le Bar à Vins');
    await createMenu(page);
    const wine = await openAvailability(page);
    await expect(wine).toContainText(/Verre 12 cl\s6,50\s€/);
    await expect(wine).toContainText(/Bouteille 75 cl\s32,00\s€/);
    await expect(page.getByRole('button', { name: /Curry de légumes/ })).toContainText(/14,00\s€/);
  });
});

test.describe('on a phone, 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a dish row keeps its tags compact: icons on one line, names for screen readers', async ({
    page,
    signedInOwner,
  }) => {
    await signedInOwner('Le Bistrot Mobile');
    const menuId = await createMenu(page);
    await openEditor(page, menuId);
    const row = page.getByRole('button', { name: /^Modifier Curry de légumes/ });
    await expect(row).toHaveAccessibleName(
      /Mentions\s: Fait maison\s*Végétarien\s*Épicé\s*Allergènes/,
    );
    const tagTops = await row
      .locator('[title]')
      .evaluateAll((chips) => chips.map((chip) => Math.round(chip.getBoundingClientRect().top)));
    expect(tagTops).toHaveLength(3);
    expect(new Set(tagTops).size, 'the three tag icons on one line').toBe(1);
    // Two allergens and "+1", as before, in the same flow as the icons.
    await expect(row).toContainText('+1');
    const celeryTop = await row
      .getByText('Céleri', { exact: true })
      .evaluate((chip) => Math.round(chip.getBoundingClientRect().top));
    expect(celeryTop - (tagTops[0] ?? 0), 'the allergens right after the icons').toBeLessThan(8);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('“Disponibilités du jour” on a phone: the variants fit the row', async ({
    page,
    signedInOwner,
  }) => {
    await signedInOwner('Le Bar Mobile');
    await createMenu(page);
    const wine = await openAvailability(page);
    await expect(wine).toContainText(/Verre 12 cl\s6,50\s€/);
    await expect(wine).toContainText(/Bouteille 75 cl\s32,00\s€/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
