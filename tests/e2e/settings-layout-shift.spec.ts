// Issue 21 §9: Paramètres on a phone keeps its layout while its parts arrive (Lighthouse measured
// CLS 0.237, 0.229 of it from the subscription card): cumulative layout shift, as the browser
// reports it (PerformanceObserver 'layout-shift'), stays under 0.1 (Core Web Vitals' "good").
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Shift = { value: number; sources: string[] };

/** Sums the page's layout shifts not caused by input, from the first paint on. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { layoutShifts: shifts });
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) => {
            const node = source.node;
            if (!(node instanceof Element)) return node?.nodeName ?? '?';
            return `${node.tagName} ${node.textContent?.slice(0, 40) ?? ''}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}

/**
 * Holds the answers to `pattern` until `release` is called: the page paints without them first,
 * as on a slow network.
 */
async function holdResponses(page: Page, pattern: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const sumOf = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

/** Paramètres, its subscription held back until `release()` (a slow network, say). */
async function openSettings(page: Page) {
  const shifts = await watchLayoutShifts(page);
  const release = await holdResponses(page, '**/api/v1/billing/subscription');
  await page.goto('/dashboard/settings');
  const card = page.getByRole('region', { name: 'Abonnement' });
  await expect(card).toContainText('Chargement de l’abonnement…', { timeout: 15_000 });
  return { card, shifts, release };
}

/** The card as the server answered: its placeholder gone, its title shown. */
async function expectCardShown(page: Page) {
  await expect(page.getByText('Chargement de l’abonnement…')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Abonnement' }).getByRole('heading').first(),
  ).toBeVisible();
}

for (const plan of ['free', 'premium'] as const) {
  test.describe(`a ${plan} owner`, () => {
    test('the page as loaded, untouched (what Lighthouse measures): CLS < 0.1', async ({
      page,
      signedInOwner,
    }) => {
      await signedInOwner('Le Bistrot Stable', plan);
      const { shifts, release } = await openSettings(page);
      release();
      await expectCardShown(page);
      const all = await shifts();
      test.info().annotations.push({ type: 'CLS', description: sumOf(all).toFixed(4) });
      expect(sumOf(all), JSON.stringify(all, null, 1)).toBeLessThan(0.1);
    });

    test('the card’s place is kept: its arrival in sight moves nothing', async ({
      page,
      signedInOwner,
    }) => {
      await signedInOwner('Le Bistrot Stable', plan);
      const { card, shifts, release } = await openSettings(page);
      // In sight, and what loads near it loaded, so that only the card's arrival is measured.
      await card.scrollIntoViewIfNeeded();
      await expect(page.getByText('Chargement…', { exact: true })).toHaveCount(0);
      const before = (await shifts()).length;
      release();
      await expectCardShown(page);
      const after = (await shifts()).slice(before);
      test.info().annotations.push({ type: 'CLS', description: sumOf(after).toFixed(4) });
      expect(sumOf(after), JSON.stringify(after, null, 1)).toBeLessThan(0.05);
    });
  });
}
