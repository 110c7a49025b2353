// Issue 43 §6 on a 390 px phone: the floating cart button leaves the last dish's price in view
// (the page keeps the button's room at its end, cart.css), and the page's French typography.
import { createMenuViaApi, watchConsole } from './support/dashboard';
import { API_HEADERS } from './support/e2e-env';
import { expect, test } from './support/fixtures';
import { tableTokenOf } from './support/orders';

const PHONE = { width: 390, height: 844 };

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('scrolled to the bottom, the cart button covers no price of the last dishes', async ({
  page: owner,
  browser,
  signedInOwner,
}) => {
  const account = await signedInOwner('Chez Clochette', 'premium');
  const dishes = Array.from({ length: 8 }, (_, index) => ({
    name: `Plat numéro ${index + 1}`,
    price: `${12 + index}.50`,
  }));
  await createMenuViaApi(owner, 'Carte du soir', dishes);
  const token = await tableTokenOf(owner, '4');
  const ordering = await owner.request.put('/api/v1/ordering', {
    headers: API_HEADERS,
    data: { open: true },
  });
  expect(ordering.status(), await ordering.text()).toBe(200);

  const phone = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  const diner = await phone.newPage();
  const errors = watchConsole(diner);
  await diner.goto(`/u/${account.id}?t=${token}`);
  const fab = diner.locator('.cart-fab');
  await expect(fab).toBeVisible();
  // One dish in the cart: the button shows its count, as a diner who is choosing sees it.
  await diner
    .getByRole('button', { name: /Ajouter/ })
    .first()
    .click();
  await expect(fab).toHaveAccessibleName(/1/);

  await diner.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      diner.evaluate(
        () =>
          Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      ),
    )
    .toBe(true);
  const fabBox = await fab.boundingBox();
  expect(fabBox).not.toBeNull();
  const prices = diner.locator('.dish .price');
  await expect(prices).toHaveCount(dishes.length);
  for (const price of await prices.all()) {
    const box = await price.boundingBox();
    if (box && fabBox) expect(overlaps(box, fabBox), String(await price.textContent())).toBe(false);
  }
  // What the button covers at the page's end is the space kept for it.
  const last = await diner.locator('.dish').last().boundingBox();
  expect((last?.y ?? 0) + (last?.height ?? 0)).toBeLessThanOrEqual(fabBox?.y ?? 0);
  // The page's French: a narrow no-break space before : ? ! ; (a plain one, or none, after a
  // word would break the line before the mark or read as English), never "-0,00 €".
  // biome-ignore lint/performance/useDomNodeTextContent: what the diner sees, not hidden text
  const text = await diner.locator('body').innerText();
  expect(text).toContain('\u202F:');
  expect(text.match(/\p{L}[ \u00A0]?[!?;:](?=\s|$)/gu) ?? []).toEqual([]);
  expect(text).not.toContain('-0,00');
  expect(errors).toEqual([]);
  await phone.close();
});
