// Helpers for the menu editor specs: the save status, the stored menu, drags by mouse and touch.
import { expect, type Locator, type Page, type Route } from '@playwright/test';

export const SAVE_STATUS = {
  dirty: 'Modifications non enregistrées',
  saving: 'Enregistrement…',
  saved: 'Enregistré',
  offline: 'Hors ligne — vos modifications sont conservées',
} as const;

/** The editor's save status line (a polite live region). */
export const saveStatus = (page: Page) => page.locator('[role="status"][data-status]');

export async function expectSaved(page: Page) {
  await expect(saveStatus(page)).toHaveText(SAVE_STATUS.saved, { timeout: 10_000 });
}

type StoredDish = {
  id: string;
  name: string;
  description: string;
  price: string;
  allergens: string[];
  isActive: boolean;
  imageUrl?: string | null;
};
export type StoredMenu = {
  id: string;
  name: string;
  version: number;
  document: { name: string; categories: { id: string; name: string; items: StoredDish[] }[] };
};

/** The menu as the server stores it (the page's cookies). */
export async function readMenu(page: Page, menuId: string): Promise<StoredMenu> {
  const response = await page.request.get(`/api/v1/menus/${menuId}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as StoredMenu;
}

export const dishNamesIn = (menu: StoredMenu, categoryName: string) =>
  menu.document.categories
    .find((category) => category.name === categoryName)
    ?.items.map((dish) => dish.name);

/** Waits for the address of a created menu and returns its id. */
export async function createdMenuId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/dashboard\/menu\/[0-9a-f-]{36}\/edit$/, { timeout: 10_000 });
  return page.url().split('/').at(-2) as string;
}

const centre = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, top: box.y + 4 };
};

/** Drags `handle` onto the top of `target` with the mouse (5 px activate a drag). */
export async function mouseDrag(page: Page, handle: Locator, target: Locator) {
  const from = await centre(handle);
  const to = await centre(target);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + 10, { steps: 3 });
  await page.mouse.move(from.x, to.top, { steps: 12 });
  await page.mouse.up();
  await afterDndClickGuard(page);
}

/**
 * After a drop, dnd-kit swallows every click on the page for 50 ms (a capture listener removed by
 * a `setTimeout(…, 50)`, @dnd-kit/core's pointer sensor), so that the drop is not also a click.
 * On a busy machine that timer runs late, and a tap queued meanwhile is an input event, which
 * the browser runs before timers: CI saw the next switch's click vanish. A timer of the same
 * delay set now fires after dnd-kit's (timers of equal delay run in the order they were set).
 */
async function afterDndClickGuard(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
}

/** A finger: press and hold on `handle` (long press: 120 ms), slide onto `target`, lift. */
export async function touchDrag(page: Page, handle: Locator, target: Locator) {
  const from = await centre(handle);
  const to = await centre(target);
  const session = await page.context().newCDPSession(page);
  const touch = (type: string, point?: { x: number; y: number }) =>
    session.send('Input.dispatchTouchEvent', {
      type: type as 'touchStart',
      touchPoints: point ? [{ x: point.x, y: point.y }] : [],
    });
  await touch('touchStart', from);
  // The press must last longer than the 120 ms the sensor waits for (that is the gesture).
  await page.waitForTimeout(250);
  const steps = 12;
  for (let step = 1; step <= steps; step++) {
    await touch('touchMove', { x: from.x, y: from.y + ((to.top - from.y) * step) / steps });
  }
  await touch('touchEnd');
  await session.detach();
  await afterDndClickGuard(page);
}

/** Presses Tab until `target` has the focus (keyboard-only navigation). */
export async function tabTo(page: Page, target: Locator, options: { backwards?: boolean } = {}) {
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('the element never received the focus');
}

/** The dish panel (side sheet or bottom drawer). */
export const dishPanel = (page: Page) =>
  page.getByRole('dialog', { name: /^(Ajouter un plat|Modifier le plat)$/ });

/** Fills the open dish panel: the price is typed key by key, as a person would. */
export async function fillDish(
  page: Page,
  dish: { name: string; price: string; allergens?: string[] },
) {
  const panel = dishPanel(page);
  await panel.getByLabel('Nom', { exact: true }).fill(dish.name);
  await panel.getByLabel('Prix').pressSequentially(dish.price);
  for (const allergen of dish.allergens ?? []) {
    const chip = panel.getByRole('button', { name: allergen, exact: true });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
  }
}

/** Opens the panel from a category's "Ajouter un plat", fills it and adds the dish. */
export async function addDish(
  page: Page,
  category: string,
  dish: { name: string; price: string; allergens?: string[] },
) {
  await page.getByRole('button', { name: `Ajouter un plat dans ${category}`, exact: true }).click();
  await expect(dishPanel(page).getByRole('heading', { name: 'Ajouter un plat' })).toBeVisible();
  await fillDish(page, dish);
  await dishPanel(page).getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(dishPanel(page)).toBeHidden();
}

/** Every editor draft kept in this browser (IndexedDB `ardoise` / `menu-drafts`), as JSON. */
const readDrafts = () =>
  new Promise<string>((resolve, reject) => {
    const open = indexedDB.open('ardoise');
    // Not created by the app yet: leave it to the app (an empty database would have no store).
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve('');
    open.onsuccess = () => {
      const request = open.result.transaction('menu-drafts').objectStore('menu-drafts').getAll();
      request.onsuccess = () => {
        resolve(JSON.stringify(request.result));
        open.result.close();
      };
      request.onerror = () => reject(request.error);
    };
  });

/**
 * Closes an offline editor tab once its draft (holding `draftText`) is in IndexedDB, as a phone
 * without network would. Until the returned `release` is called, the context refuses menu
 * writes: a closing page loses Playwright's offline emulation before its scripts stop (its
 * "online" event can even fire after the close), and a save sent then would get through where
 * a phone that is really offline never sends one. Release once the next page has shown what
 * it must.
 */
export async function closeWhileOffline(page: Page, draftText: string) {
  await expect.poll(() => page.evaluate(readDrafts)).toContain(draftText);
  const refuseWrites = (route: Route) =>
    route.request().method() === 'GET' ? route.fallback() : route.abort('internetdisconnected');
  await page.context().route('**/api/v1/menus**', refuseWrites);
  await page.close();
  return () => page.context().unroute('**/api/v1/menus**', refuseWrites);
}
