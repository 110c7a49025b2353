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

for (const plan of ['free', 'premium'] as const) {
  test(`Paramètres (${plan}): the subscription card arrives without moving the page (CLS < 0.1)`, async ({
    page,
    signedInOwner,
  }) => {
    await signedInOwner('Le Bistrot Stable', plan);
    const shifts = await watchLayoutShifts(page);
    const releaseSubscription = await holdResponses(page, '**/api/v1/billing/subscription');
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByLabel('Adresse', { exact: true })).toBeVisible({ timeout: 15_000 });
    // The card's place, in sight when its answer lands: a shift there would count.
    const loading = page.getByRole('region', { name: 'Abonnement' });
    await expect(loading).toContainText('Chargement de l’abonnement…');
    await loading.scrollIntoViewIfNeeded();
    releaseSubscription();
    await expect(page.getByText('Chargement de l’abonnement…')).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Abonnement' }).getByRole('heading').first(),
    ).toBeVisible();
    const all = await shifts();
    const cls = all.reduce((sum, shift) => sum + shift.value, 0);
    test.info().annotations.push({ type: 'CLS', description: cls.toFixed(4) });
    expect(cls, JSON.stringify(all, null, 1)).toBeLessThan(0.1);
  });
}
