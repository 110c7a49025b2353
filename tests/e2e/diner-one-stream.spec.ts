// Issue 41 §4 in Chromium, on plain HTTP/1.1 (six connections per host): one phone with two
// tabs of table 4's page orders in both and pays from both; neither tab sits on "Redirection
// vers le paiement…", and each tab holds ONE event stream (it held one per order, plus the
// "Épuisé" marks, the tab and the call).
import type { Page, Request } from '@playwright/test';
import { createMenuViaApi, watchConsole } from './support/dashboard';
import { API_HEADERS } from './support/e2e-env';
import { expect, test } from './support/fixtures';
import { tableTokenOf } from './support/orders';

const PHONE = { width: 360, height: 740 };

/** The event streams a page opened and has not ended, as the browser requests them. */
function watchStreams(page: Page) {
  const open = new Set<Request>();
  let opened = 0;
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') return;
    opened += 1;
    open.add(request);
  });
  const end = (request: Request) => open.delete(request);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return { open: () => open.size, opened: () => opened };
}

async function order(page: Page, dish: string) {
  const pills = page.locator('.order-pills .pill');
  const before = await pills.count();
  await page.getByRole('button', { name: `Ajouter ${dish} au panier` }).click();
  await page.getByRole('button', { name: /^Voir le panier/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Envoyer la commande' }).click();
  await expect(pills).toHaveCount(before + 1);
}

async function payWhatIHad(page: Page, dish: RegExp, amount: string) {
  await page.locator('header').getByRole('button', { name: 'L’addition', exact: true }).click();
  const tab = page.getByRole('dialog', { name: 'L’addition · Table 4' });
  await tab.getByRole('radio', { name: 'Je paie ce que j’ai pris' }).check();
  await tab.getByRole('checkbox', { name: dish }).check();
  await tab.getByRole('radio', { name: 'Sans pourboire' }).check();
  await tab.getByRole('button', { name: `Payer ${amount}` }).click();
  // Stuck on "Redirection vers le paiement…" while the connections were all held by streams.
  await page.waitForURL(/\/dev\/payments\/checkout\//);
  await expect(page.getByText(amount, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await page.waitForURL(/\/paiement\//);
  await expect(page.getByText('Merci, votre paiement est confirmé.')).toBeVisible();
}

test('two tabs of table 4 on one phone order in both and pay from both, each on one event stream', async ({
  page: owner,
  browser,
  signedInOwner,
}) => {
  test.setTimeout(120_000);
  const account = await signedInOwner('Chez Ardoise', 'premium');
  await createMenuViaApi(owner, 'Carte du soir', [
    { name: 'Bœuf bourguignon', price: '19.90' },
    { name: 'Velouté de potimarron', price: '8.50' },
  ]);
  const token = await tableTokenOf(owner, '4');
  const opened = await owner.request.put('/api/v1/ordering', {
    headers: API_HEADERS,
    data: { open: true },
  });
  expect(opened.status()).toBe(200);
  // The local payment mode: the restaurant connects in one click, Checkout is the app's page.
  const link = await owner.request.post('/api/v1/payments/account/link', { headers: API_HEADERS });
  expect(link.status(), await link.text()).toBe(200);
  await owner.goto((await link.json()).url);
  await owner.getByRole('button', { name: 'Connecter' }).click();
  await owner.waitForURL(/\/dashboard/);
  const settings = await owner.request.put('/api/v1/payments/settings', {
    headers: API_HEADERS,
    data: { when: 'after', tips: true },
  });
  expect(settings.status(), await settings.text()).toBe(200);

  const phone = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  const first = await phone.newPage();
  const second = await phone.newPage();
  const streams = [watchStreams(first), watchStreams(second)];
  const errors = [...watchConsole(first), ...watchConsole(second)];
  const tableUrl = `/u/${account.id}?t=${token}`;
  await first.goto(tableUrl);
  await second.goto(tableUrl);

  await order(first, 'Bœuf bourguignon');
  await order(second, 'Velouté de potimarron');
  // The two tabs share the phone's storage: each follows both orders, on its one stream.
  await expect(first.locator('.order-pills .pill')).toHaveCount(2);
  await expect(second.locator('.order-pills .pill')).toHaveCount(2);
  for (const page of streams) await expect.poll(page.open).toBe(1);

  await payWhatIHad(first, /Bœuf bourguignon/, '19,90 €');
  await payWhatIHad(second, /Velouté de potimarron/, '8,50 €');
  // Back to the menu: paid in full, one stream again.
  await second.getByRole('link', { name: 'Retour à la carte et à l’addition' }).click();
  await expect.poll(streams[1]?.open ?? (() => 0)).toBe(1);
  expect(errors.filter((error) => !/ERR_ABORTED|ERR_FAILED/.test(error))).toEqual([]);
  console.log(
    `event streams opened per tab: ${streams.map((page) => page.opened()).join(', ')}; open at once: ${streams.map((page) => page.open()).join(', ')}`,
  );
  await phone.close();
});
