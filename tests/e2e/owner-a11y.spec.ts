// Issue 16 §11: every owner page passes axe (WCAG 2 A/AA, colour contrast included) on a
// desktop and a phone, has its own title, and raises no Content-Security-Policy violation
// (the policy is enforced by the server as in production).
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { createMenuViaApi } from './support/dashboard';
import { expect, test } from './support/fixtures';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** CSP violations of every page the test opens, from the DOM event and from the console. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.exposeFunction('__reportCspViolation', (violation: string) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  return violations;
}

for (const viewport of VIEWPORTS) {
  test.describe(`owner pages at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('signed out: sign-in, forgotten password', async ({ page }) => {
      const cspViolations = await watchCsp(page);
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle('Connexion · Ardoise');
      // Every part of the sign-in screen inside a landmark (issue 21 §9: axe "region").
      await expectAccessible(page, '/login', [], ['region']);
      await page.getByRole('tab', { name: 'Inscription' }).click();
      await expect(page.getByLabel('Nom du restaurant')).toBeVisible();
      await expectAccessible(page, '/login (inscription)', [], ['region']);

      await page.goto('/forgot-password');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle('Mot de passe oublié · Ardoise');
      await expectAccessible(page, '/forgot-password', [], ['region']);
      expect(cspViolations).toEqual([]);
    });

    test('signed in: every dashboard page', async ({ page, signedInOwner }) => {
      test.setTimeout(120_000);
      await signedInOwner('Le Bistrot Accessible', 'premium');
      const cspViolations = await watchCsp(page);
      const menuId = await createMenuViaApi(page, 'Carte du midi', [
        { name: 'Salade niçoise', price: '12.50', allergens: ['Œufs', 'Poissons'] },
      ]);

      const pages: { path: string; title: string; ready: (page: Page) => Promise<void> }[] = [
        {
          path: '/dashboard',
          title: 'Mes menus · Ardoise',
          ready: (p) => expect(p.getByText('Carte du midi').first()).toBeVisible(),
        },
        {
          path: '/dashboard/qr-code',
          title: 'QR Code · Ardoise',
          ready: (p) => expect(p.getByRole('img', { name: /QR/ }).first()).toBeVisible(),
        },
        {
          path: '/dashboard/orders',
          title: 'Commandes · Ardoise',
          ready: (p) => expect(p.getByRole('heading', { name: 'Commandes' })).toBeVisible(),
        },
        {
          path: '/dashboard/availability',
          title: 'Disponibilités du jour · Ardoise',
          ready: (p) => expect(p.getByRole('button', { name: /Salade niçoise/ })).toBeVisible(),
        },
        {
          // The promotion form, open: the page's largest part.
          path: '/dashboard/promotions',
          title: 'Promotions · Ardoise',
          ready: async (p) => {
            await p.getByRole('button', { name: 'Nouvelle promotion' }).click();
            await expect(p.getByRole('form', { name: 'Nouvelle promotion' })).toBeVisible();
          },
        },
        {
          // No visits yet: the empty period (statistics.spec.ts covers the charts and tables).
          path: '/dashboard/stats',
          title: 'Statistiques · Ardoise',
          ready: (p) =>
            expect(p.getByText('Pas encore de visites sur cette période.')).toBeVisible(),
        },
        {
          path: '/dashboard/settings',
          title: 'Paramètres · Ardoise',
          ready: (p) => expect(p.getByLabel('Nom du restaurant')).toBeVisible(),
        },
        {
          path: `/dashboard/menu/${menuId}/qr`,
          title: 'QR Code · Carte du midi · Ardoise',
          ready: (p) => expect(p.getByRole('img', { name: /QR/ }).first()).toBeVisible(),
        },
        {
          path: `/dashboard/menu/${menuId}/view`,
          title: 'Aperçu · Carte du midi · Ardoise',
          ready: (p) =>
            expect(p.frameLocator('iframe').getByText('Salade niçoise').first()).toBeVisible(),
        },
        {
          path: `/dashboard/menu/${menuId}/edit`,
          title: 'Carte du midi - Éditeur de Menu - Ardoise',
          ready: (p) => expect(p.getByText('Salade niçoise').first()).toBeVisible(),
        },
        {
          path: '/dashboard/menu/new',
          title: 'Nouveau Menu - Éditeur de Menu - Ardoise',
          ready: (p) =>
            expect(
              p.getByRole('heading', { name: /Éditeur de Menu|Nouveau Menu/ }).first(),
            ).toBeVisible(),
        },
      ];
      for (const { path, title, ready } of pages) {
        await page.goto(path);
        await ready(page);
        await expect(page).toHaveTitle(title);
        await expectAccessible(page, path);
      }
      expect(cspViolations).toEqual([]);
    });
  });
}
