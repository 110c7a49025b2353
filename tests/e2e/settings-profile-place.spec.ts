// Paramètres keeps the restaurant profile's place while its code loads: an owner who has
// scrolled down to "Adresse publique" on a slow connection does not see it jump down a screen
// or two when the profile above arrives (it did: 1 222 px on a desktop, and the address card,
// loaded as it comes in sight, was then out of sight). Safari does not anchor the scroll, so
// the place itself must be right: the heading's position in the page is measured, not on screen.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The profile card's code (its content, its form and the form's parts), held until released. */
async function holdProfileCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    /\/assets\/(restaurant-profile-(card|form)|profile-form-parts)-[^/]*\.js$/,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Where an element starts in the page (not on the screen), in CSS pixels. */
const pageTop = (page: Page, text: string) =>
  page
    .getByRole('heading', { name: text, exact: true })
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

for (const screen of [
  { name: 'a phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'a tablet', viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true },
  { name: 'a desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
]) {
  test.describe(`on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.hasTouch });

    test('the profile arriving late moves nothing below it', async ({ page, signedInOwner }) => {
      await signedInOwner('Le Bistrot Patient');
      const release = await holdProfileCode(page);
      await page.goto('/dashboard/settings');
      await expect(page.getByText('Chargement…').first()).toBeVisible();
      await page.getByRole('heading', { name: 'Adresse publique' }).scrollIntoViewIfNeeded();
      const field = page.getByRole('textbox', { name: 'Adresse publique' });
      await expect(field).toBeVisible();
      const before = await pageTop(page, 'Adresse publique');

      release();
      // The owner scrolls back up to the profile: its form loads as it comes in sight.
      const phone = page
        .getByRole('form', { name: 'Profil du restaurant' })
        .getByRole('textbox', { name: 'Téléphone' });
      await expect(async () => {
        await page.mouse.wheel(0, -400);
        await expect(phone).toBeAttached({ timeout: 500 });
      }).toPass();
      await expect(page.getByText('Chargement…', { exact: true })).toHaveCount(0);
      const after = await pageTop(page, 'Adresse publique');
      expect(
        Math.abs(after - before),
        `Adresse publique moved from ${before} to ${after} px`,
      ).toBeLessThan(24);
      await expect(field).toBeAttached();
    });
  });
}
