// Issue 21 §8: the JavaScript a phone receives when it opens each owner screen, as the server
// sends it (precompressed), idle-loaded chunks included, within its budget: /login 90 KB, every
// other screen 150 KB. The same measure as `npm run bench:web` (scripts/bench/screen-scripts.ts),
// without its 3 s minimum: the page is measured once it has settled (its heading shown, an idle
// moment for what it loads when idle, then no request for a second).

import { OWNER_SCREENS, PHONE } from '../../scripts/bench/owner-screens';
import { buildReferenceMenu } from '../../scripts/bench/reference-menu';
import { measureScreenScripts } from '../../scripts/bench/screen-scripts';
import { API_HEADERS } from './support/e2e-env';
import { expect, test } from './support/fixtures';

test.use({ ...PHONE });

test('every owner screen stays within its JavaScript budget as served', async ({
  browser,
  createOwner,
  createMenuFor,
  signIn,
}) => {
  // 23 screens, each in a cold browser context, on a shared machine.
  test.setTimeout(300_000);
  const owner = await createOwner({ restaurantName: 'Le Poids Plume', plan: 'premium' });
  const { id: menuId } = await createMenuFor(owner, buildReferenceMenu());
  const report: string[] = [];
  for (const screen of OWNER_SCREENS) {
    // A cold cache per screen: what a first visit downloads.
    const context = await browser.newContext({ ...PHONE, locale: 'fr-FR' });
    if (screen.isSignedIn) await signIn(owner, context);
    const page = await context.newPage();
    if (screen.name === '/dashboard') {
      const ordering = await page.request.put('/api/v1/ordering', {
        headers: API_HEADERS,
        data: { open: true },
      });
      expect(ordering.ok()).toBe(true);
    }
    const weight = await measureScreenScripts(page, screen.path(menuId), { windowMs: 0 });
    await context.close();
    report.push(`${screen.name}: ${(weight.encodedBytes / 1024).toFixed(1)} KB`);
    expect(weight.encodedBytes, `${screen.name} (${report.join(', ')})`).toBeLessThanOrEqual(
      screen.budget,
    );
  }
});
