// Issue 24 §4, table calls in Chromium: a diner at table 4, on a phone, in English, calls a
// waiter over a weak network (the first tap is lost, "Try again" keeps the choice, the buttons
// wait while it is sent, a double tap makes no second call); the owner's board shows the
// alert with the table and the time and rings the new-order chime; "J'arrive" answers it and
// the phone says a waiter is coming.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { createMenuViaApi, watchConsole } from './support/dashboard';
import { expect, test } from './support/fixtures';
import { openBoard, tableTokenOf } from './support/orders';

/** The narrowest phone the diner page is made for. */
const PHONE = { width: 360, height: 740 };

/** Counts the tones the page starts (the chime is two, made with Web Audio). */
async function countTones(page: Page) {
  await page.addInitScript(() => {
    const counter = { tones: 0 };
    Object.assign(window, { toneCounter: counter });
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args) {
      counter.tones += 1;
      return start.apply(this, args);
    };
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { toneCounter: { tones: number } }).toneCounter.tones,
    );
}

test('a diner calls a waiter from table 4; the board rings, staff answer “J’arrive”, the phone says so', async ({
  page: owner,
  browser,
  signedInOwner,
}) => {
  test.setTimeout(120_000);
  const ownerErrors = watchConsole(owner);
  const account = await signedInOwner('Chez Clochette', 'premium');
  await createMenuViaApi(owner, 'Carte du soir', [{ name: 'Bœuf bourguignon', price: '19.90' }]);
  const token = await tableTokenOf(owner, '4');
  const tones = await countTones(owner);
  await openBoard(owner);
  // The chime waits for a first touch after the load.
  await owner.getByRole('heading', { name: 'Commandes', level: 1 }).click();
  await expect(owner.locator('[data-sound]')).toHaveAttribute('data-sound', 'armed');
  const tonesBefore = await tones();

  const phone = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
  });
  const diner = await phone.newPage();
  const dinerErrors = watchConsole(diner);
  await diner.goto(`/u/${account.id}?t=${token}&lang=en`);
  const waiter = diner.getByRole('button', { name: 'Call a waiter' });
  const bill = diner.getByRole('button', { name: 'Ask for the bill' });
  await expect(waiter).toBeVisible();
  await expect(bill).toBeVisible();
  const notice = diner.locator('.call-notice');

  // The network drops the first tap: the phone says so and keeps the choice.
  const calls = '**/api/v1/public/tables/*/calls?*';
  await diner.route(calls, (route) => route.abort('internetdisconnected'), { times: 1 });
  await waiter.click();
  await expect(diner.getByRole('status').filter({ hasText: 'No connection' })).toBeVisible();
  const retry = notice.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();

  // A slow network: both buttons wait while the call is on its way.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await diner.route(
    calls,
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await retry.click();
  await expect(notice).toContainText('Sending…');
  await expect(waiter).toBeDisabled();
  await expect(bill).toBeDisabled();
  release();
  await expect(notice).toContainText('A waiter has been told and will come as soon as possible.');
  await expect(waiter).toBeEnabled();

  // A double tap on the other button while the call is open: still the one call.
  await bill.dblclick();
  await expect(waiter).toBeEnabled();
  await expect(notice).toContainText('A waiter has been told');
  await expectAccessible(diner, 'the diner’s page with a call sent');

  // The board: the alert with the table and the time, and the chime.
  const alert = owner.getByRole('alert').filter({ hasText: 'Table 4' });
  await expect(alert).toHaveCount(1, { timeout: 5000 });
  await expect(alert).toContainText(/Table 4 · Appelle un serveur · \d{2}:\d{2}/);
  await expect.poll(tones, { timeout: 3000 }).toBeGreaterThanOrEqual(tonesBefore + 2);
  const listed = await owner.request.get('/api/v1/calls');
  expect(((await listed.json()) as { calls: unknown[] }).calls).toHaveLength(1);
  await expectAccessible(owner, 'the board with a table call');

  await alert.getByRole('button', { name: 'J’arrive — Table 4' }).click();
  await expect(alert).toHaveCount(0);
  await expect(notice).toContainText('“On my way!” A waiter is coming to your table.', {
    timeout: 5000,
  });
  await expect(notice).toHaveAttribute('data-tone', 'answered');

  // Still said after a reload; "Close" puts it away.
  await diner.reload();
  await expect(notice).toContainText('On my way!');
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).not.toHaveAttribute('data-tone');
  await expect(diner.getByRole('status').filter({ hasText: 'On my way!' })).toHaveCount(0);

  // The one tap the test's network dropped is the browser's only complaint.
  expect(dinerErrors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual(
    [],
  );
  expect(ownerErrors).toEqual([]);
  await phone.close();
});

test('a Service tablet paired by code rings when a diner asks for the bill, and answers it', async ({
  page: owner,
  browser,
  signedInOwner,
}) => {
  test.setTimeout(120_000);
  const account = await signedInOwner('Chez Tablette', 'premium');
  await createMenuViaApi(owner, 'Carte', [{ name: 'Croque-monsieur', price: '9' }]);
  const token = await tableTokenOf(owner, '4');
  await openBoard(owner);
  await owner.getByRole('button', { name: 'Connecter une tablette' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Connecter une tablette' });
  await dialog.getByLabel('Nom de la tablette').fill('Tablette salle');
  await dialog.getByLabel('Rôle de la tablette').selectOption('service');
  await dialog.getByRole('button', { name: 'Afficher le code' }).click();
  const shown = await dialog.getByText(/^Code\s: [A-Z2-9]{4}-[A-Z2-9]{4}$/).textContent();
  const code = shown?.replace(/^Code\s: /, '') ?? '';

  // The tablet: no owner session, only the code typed on /tablette.
  const tabletContext = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
  });
  const tablet = await tabletContext.newPage();
  const tones = await countTones(tablet);
  await tablet.goto('/tablette');
  await tablet.getByLabel('Code de connexion').fill(code);
  const feed = tablet.waitForResponse((response) =>
    response.url().endsWith('/api/v1/orders/events'),
  );
  await tablet.getByRole('button', { name: 'Connecter' }).click();
  await feed;
  await tablet.getByRole('heading', { name: 'Commandes', level: 1 }).click();
  await expect(tablet.locator('[data-sound]')).toHaveAttribute('data-sound', 'armed');
  const tonesBefore = await tones();

  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const diner = await phone.newPage();
  await diner.goto(`/u/${account.id}?t=${token}`);
  await diner.getByRole('button', { name: 'Demander l’addition' }).click();

  const alert = tablet.getByRole('alert').filter({ hasText: 'Table 4' });
  await expect(alert).toHaveCount(1, { timeout: 5000 });
  await expect.poll(tones, { timeout: 3000 }).toBeGreaterThanOrEqual(tonesBefore + 2);
  await alert.getByRole('button', { name: 'J’arrive — Table 4' }).click();
  await expect(diner.locator('.call-notice')).toHaveAttribute('data-tone', 'answered', {
    timeout: 5000,
  });
  await phone.close();
  await tabletContext.close();
});
