// Helpers for the dashboard specs: menus, toasts, console watching.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { API_HEADERS } from './e2e-env';

export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** The cards of "Mes menus", each an <article> named by the menu's name. */
export const menuCards = (page: Page) =>
  page.getByRole('region', { name: 'Mes menus' }).getByRole('article');

export const menuCard = (page: Page, name: string) =>
  page.getByRole('article', { name, exact: true });

/** Creates a menu through the API (the editor is tested on its own); returns its id. */
export async function createMenuViaApi(
  page: Page,
  name: string,
  dishes: {
    name: string;
    price: string;
    description?: string;
    allergens?: string[];
    variants?: { id: string; name: string; price: string }[];
  }[] = [],
): Promise<string> {
  const items = dishes.map((dish) => ({ id: randomUUID(), allergens: [], ...dish }));
  const response = await page.request.post('/api/v1/menus', {
    headers: API_HEADERS,
    data: { name, categories: [{ id: 'plats', name: 'Plats principaux', items }] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Collects console errors and uncaught exceptions; the test asserts the list at its end. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Nothing wider than the window: a phone never scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, 'horizontal overflow').toBeLessThanOrEqual(widths.client);
}
