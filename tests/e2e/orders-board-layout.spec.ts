// Issue 21 §5: the kitchen board keeps every active order on screen as it moves on a tablet
// (columns by status), says where a card went on a phone (tabs), and fits every screen: no
// horizontal scrolling, the quantity of a line on one line.
import type { Locator, Page } from '@playwright/test';
import { createMenuViaApi } from './support/dashboard';
import { expect, test } from './support/fixtures';
import { openBoard, openOrdering, placeOrder } from './support/orders';

const LONG_NAME = 'Velouté de potimarron aux châtaignes grillées et crème fouettée au lard';

/** A Premium owner (a long name, for the header at 768 px), their menu, the board open. */
async function setUpBoard(
  page: Page,
  signedInOwner: (name: string, plan: 'premium') => Promise<unknown>,
) {
  await signedInOwner('La Brasserie du Vieux Port de Marseille', 'premium');
  const menuId = await createMenuViaApi(page, 'Carte du soir', [
    { name: LONG_NAME, price: '14.50' },
    { name: 'Bœuf bourguignon', price: '19.90' },
  ]);
  await openOrdering(page);
  await openBoard(page);
  return menuId;
}

/** No horizontal scrolling, and the quantity "× 1" of every line on one line. */
async function expectToFit(page: Page, card: Locator) {
  const overflow = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(overflow.scroll, 'horizontal overflow').toBeLessThanOrEqual(overflow.client);
  const quantity = card.getByText('× 1', { exact: true });
  const lines = await quantity.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines, '“× 1” on one line').toBe(1);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
]) {
  test.describe(`a tablet or a computer, ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('active orders side by side by status: a card moves on and stays in view', async ({
      page,
      request,
      signedInOwner,
    }) => {
      const menuId = await setUpBoard(page, signedInOwner);
      const column = (name: RegExp) => page.getByRole('region', { name });
      await expect(column(/^En attente \(0\)/)).toContainText('Aucune commande');

      const order = await placeOrder(
        page,
        request,
        menuId,
        [
          { dish: LONG_NAME, quantity: 1, note: 'sans lard' },
          { dish: 'Bœuf bourguignon', quantity: 2 },
        ],
        '4',
      );
      const name = `n° ${order.number} · Table 4`;
      const waiting = column(/^En attente \(1\)/).getByRole('article', { name });
      await expect(waiting).toBeVisible({ timeout: 3000 });
      await expectToFit(page, waiting);

      await waiting.getByRole('button', { name: 'Commencer préparation' }).click();
      const preparing = column(/^En prép\. \(1\)/).getByRole('article', { name });
      await expect(preparing).toBeInViewport();
      await expect(column(/^En attente \(0\)/)).toContainText('Aucune commande');
      await expectToFit(page, preparing);

      await preparing.getByRole('button', { name: 'Marquer comme prêt' }).click();
      const ready = column(/^Prêt \(1\)/).getByRole('article', { name });
      await expect(ready).toBeInViewport();

      // Done orders leave the active columns: the board says where to find them.
      await ready.getByRole('button', { name: 'Terminer la commande' }).click();
      const moved = page.getByRole('status').filter({ hasText: `Commande n° ${order.number}` });
      await expect(moved).toContainText('« Terminé »');
      await moved.getByRole('button', { name: /^Voir/ }).click();
      await expect(page.getByRole('tab', { name: 'Terminé (1)' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('article', { name })).toContainText('Terminée');
      await expectToFit(page, page.getByRole('article', { name }));
    });
  });
}

test.describe('a phone, 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the four tabs; a card that moves says where it went, one tap follows it', async ({
    page,
    request,
    signedInOwner,
  }) => {
    const menuId = await setUpBoard(page, signedInOwner);
    const order = await placeOrder(
      page,
      request,
      menuId,
      [
        { dish: LONG_NAME, quantity: 1 },
        { dish: 'Bœuf bourguignon', quantity: 3, note: 'bien cuit' },
      ],
      '7',
    );
    const name = `n° ${order.number} · Table 7`;
    await expect(page.getByRole('tab', { name: 'En attente (1)' })).toBeVisible({ timeout: 3000 });
    for (const tab of ['En prép. (0)', 'Prêt (0)', 'Terminé (0)']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    const card = page.getByRole('article', { name });
    await expectToFit(page, card);

    await card.getByRole('button', { name: 'Commencer préparation' }).tap();
    const moved = page.getByRole('status').filter({ hasText: `Commande n° ${order.number}` });
    await expect(moved).toContainText('« En prép. »');
    await expect(page.getByRole('tab', { name: 'En attente (0)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await moved.getByRole('button', { name: /^Voir/ }).tap();
    await expect(page.getByRole('tab', { name: 'En prép. (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(card).toBeInViewport();
    await expect(moved).toBeHidden();
    await expectToFit(page, card);
  });
});
