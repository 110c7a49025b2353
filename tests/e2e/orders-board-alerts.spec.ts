// Issue 21 §5: what tells the kitchen about orders: the chime, armed again by the first touch
// after every load (the choice remembered); the count of waiting orders in the tab's title; a
// browser notification when the owner allowed it; the "Nouvelle commande" banner, which lets go
// of an order cancelled.
import type { Page } from '@playwright/test';
import { createMenuViaApi, watchConsole } from './support/dashboard';
import { expect, test } from './support/fixtures';
import { changeOrderStatus, openBoard, openOrdering, placeOrder } from './support/orders';

test.use({ viewport: { width: 1280, height: 800 } });

const sound = (page: Page) => page.locator('[data-sound]');
const soundPrompt = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'pour activer le son des nouvelles commandes' });

test('the sound asks for a touch after every load, is armed by the first one, and the choice is remembered', async ({
  page,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('Chez Clochette', 'premium');
  await openBoard(page);

  // On by default, but a page just loaded may not play sound: the board says so.
  await expect(soundPrompt(page)).toBeVisible();
  await expect(sound(page)).toHaveAttribute('data-sound', 'waiting');
  // A touch anywhere (here the page's title) arms it.
  await page.getByRole('heading', { name: 'Commandes', level: 1 }).click();
  await expect(sound(page)).toHaveAttribute('data-sound', 'armed');
  await expect(soundPrompt(page)).toBeHidden();
  await expect(sound(page)).toContainText('Son des nouvelles commandes activé');

  // Every load forgets it: the prompt again, and a key is as good as a touch.
  await openBoard(page, { reload: true });
  await expect(soundPrompt(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(sound(page)).toHaveAttribute('data-sound', 'armed');

  // Turned off, it stays off across loads, without a prompt.
  await page.getByRole('button', { name: 'Couper le son' }).click();
  await expect(sound(page)).toHaveAttribute('data-sound', 'off');
  await openBoard(page, { reload: true });
  await expect(sound(page)).toHaveAttribute('data-sound', 'off');
  await expect(sound(page)).toContainText('Son des nouvelles commandes coupé');
  await expect(soundPrompt(page)).toBeHidden();
  await page.getByRole('button', { name: 'Activer le son' }).click();
  await expect(sound(page)).toHaveAttribute('data-sound', 'armed');
  await openBoard(page, { reload: true });
  await expect(sound(page)).toHaveAttribute('data-sound', 'waiting');
  expect(errors).toEqual([]);
});

test('the tab’s title counts the waiting orders, live; the banner lets go of a cancelled order', async ({
  page,
  request,
  signedInOwner,
}) => {
  await signedInOwner('Chez Titre', 'premium');
  const menuId = await createMenuViaApi(page, 'Carte', [{ name: 'Croque-monsieur', price: '9' }]);
  await openOrdering(page);
  await openBoard(page);
  await expect(page).toHaveTitle('Commandes · Ardoise');

  const croque = [{ dish: 'Croque-monsieur', quantity: 1 }];
  const first = await placeOrder(page, request, menuId, croque, '2');
  await expect(page).toHaveTitle('(1) Commandes · Ardoise', { timeout: 3000 });
  const second = await placeOrder(page, request, menuId, croque, '3');
  await expect(page).toHaveTitle('(2) Commandes · Ardoise', { timeout: 3000 });
  const banner = page.getByRole('alert').filter({ hasText: 'nouvelle' });
  await expect(banner.locator('p')).toHaveText(
    `2 nouvelles commandes (n° ${first.number}, ${second.number})`,
  );

  // Cancelled on the board: gone from the banner and from the count.
  await page
    .getByRole('article', { name: `n° ${first.number} · Table 2` })
    .getByRole('button', { name: 'Annuler', exact: true })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Annuler la commande' }).click();
  await expect(banner.locator('p')).toHaveText(`Nouvelle commande n° ${second.number}`);
  await expect(page).toHaveTitle('(1) Commandes · Ardoise');

  // Cancelled on another device of the restaurant: the banner goes, the title says none wait.
  await changeOrderStatus(page, second.id, 'cancelled');
  await expect(banner).toBeHidden({ timeout: 3000 });
  await expect(page).toHaveTitle('Commandes · Ardoise');
});

/** Records the notifications the page shows and the permission requests it makes. */
async function spyOnNotifications(page: Page) {
  await page.addInitScript(() => {
    const RealNotification = window.Notification;
    const spy = { shown: [] as { title: string; body?: string }[], requests: 0 };
    Object.assign(window, { notificationSpy: spy });
    class RecordedNotification extends RealNotification {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        spy.shown.push({ title, body: options?.body });
      }
    }
    RecordedNotification.requestPermission = (...args) => {
      spy.requests += 1;
      return RealNotification.requestPermission(...args);
    };
    window.Notification = RecordedNotification;
  });
  return () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            notificationSpy: { shown: { title: string; body?: string }[]; requests: number };
          }
        ).notificationSpy,
    );
}

test('notifications are asked for on a tap only', async ({ page, signedInOwner }) => {
  await signedInOwner('Chez Discret', 'premium');
  const spy = await spyOnNotifications(page);
  await openBoard(page);
  const ask = page.getByRole('button', { name: 'Activer les notifications' });
  await expect(ask).toBeVisible();
  expect((await spy()).requests).toBe(0);
  await ask.click();
  await expect.poll(async () => (await spy()).requests).toBe(1);
});

test('a new order notifies the owner who allowed it, when the board is out of sight', async ({
  page,
  request,
  signedInOwner,
}) => {
  await signedInOwner('Chez Veilleur', 'premium');
  const menuId = await createMenuViaApi(page, 'Carte', [{ name: 'Croque-monsieur', price: '9' }]);
  await openOrdering(page);
  await page.context().grantPermissions(['notifications']);
  const spy = await spyOnNotifications(page);
  await openBoard(page);
  await expect(page.getByText('Notifications du navigateur activées')).toBeVisible();

  // In sight: the banner and the chime tell; no notification on top.
  const seen = await placeOrder(page, request, menuId, [{ dish: 'Croque-monsieur', quantity: 1 }]);
  await expect(page.getByRole('alert')).toContainText(`Nouvelle commande n° ${seen.number}`, {
    timeout: 3000,
  });
  expect((await spy()).shown).toEqual([]);

  // Out of sight (another tab has the focus): a notification. Playwright keeps every page
  // focused unless told otherwise.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
  const otherTab = await page.context().newPage();
  await otherTab.bringToFront();
  expect(await page.evaluate(() => document.hasFocus())).toBe(false);
  const away = await placeOrder(
    page,
    request,
    menuId,
    [{ dish: 'Croque-monsieur', quantity: 3 }],
    '4',
  );
  await expect
    .poll(async () => (await spy()).shown, { timeout: 3000 })
    .toEqual([{ title: `Nouvelle commande n° ${away.number}`, body: 'Table 4 · 3 articles' }]);
});
