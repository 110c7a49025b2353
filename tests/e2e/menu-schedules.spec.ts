// Issue 15 §7: menu schedules. A Premium owner gives a menu hours from its card; the dashboard
// says which menu the QR code serves now and until when, and /u/{ownerId} serves it. The hours
// are computed from the real clock with the domain's functions (never hard-coded).
import type { Page } from '@playwright/test';
import { isWithinSlots, nextSlotChange, type WeeklySlot } from '../../src/domain/time/weekly-slots';
import { wallClockAt } from '../../src/domain/time/zoned-time';
import { expectAccessible } from './support/a11y';
import { createMenuViaApi, menuCard, toasts, watchConsole } from './support/dashboard';
import { expect, test } from './support/fixtures';

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const hhmm = (minutes: number) => {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
};
/** Every day, from `from` to `to` minutes after the current minute in Paris. */
function slotAround(from: number, to: number): WeeklySlot {
  const { minutes } = wallClockAt(new Date());
  return { days: EVERY_DAY, start: hhmm(minutes + from), end: hhmm(minutes + to) };
}
/** The time the dashboard shows for an instant: "19:42" today, "demain à 01:10" tomorrow. */
const shownTime = (at: Date) => {
  const time = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
  return new RegExp(`jusqu’à (demain à )?${time}`);
};

async function setHours(page: Page, menuName: string, slot: WeeklySlot, isFirst: boolean) {
  await page.getByRole('button', { name: `Horaires du menu ${menuName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Horaires de « ${menuName} »` });
  await expect(dialog).toBeVisible();
  if (isFirst) {
    await expect(dialog.getByText('Aucune plage')).toBeVisible();
    await dialog.getByRole('button', { name: 'Autre plage' }).click();
  }
  const first = dialog.getByRole('group', { name: 'Plage 1', exact: true });
  for (const day of ['lundi', 'samedi', 'dimanche']) {
    await expect(first.getByRole('checkbox', { name: day })).toBeChecked();
  }
  await first.getByLabel('Début').fill(slot.start);
  await first.getByLabel('Fin').fill(slot.end);
  await expectAccessible(page, 'menu schedules', ['[data-sonner-toaster]']);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  // The same menu's hours saved twice in a few seconds: two toasts alike may show at once.
  await expect(
    toasts(page).getByText(`Horaires de « ${menuName} » enregistrés`).last(),
  ).toBeVisible();
}

/** The h1 of the page the QR code's address serves (read without JavaScript). */
async function qrMenuName(page: Page, ownerId: string) {
  const html = await (await page.request.get(`/u/${ownerId}`)).text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
}

test('a Premium owner schedules a menu: the dashboard and the QR code follow the hours', async ({
  page,
  signedInOwner,
}) => {
  // Two axe runs and two saves on a 2-core machine shared with other runs.
  test.slow();
  const errors = watchConsole(page);
  const owner = await signedInOwner('Bistrot des Horaires', 'premium');
  await createMenuViaApi(page, 'La Carte', [{ name: 'Steak frites', price: '18' }]);
  await createMenuViaApi(page, 'Menu du moment', [{ name: 'Plat du jour', price: '14' }]);
  await page.goto('/dashboard');
  // The first load of the app shares a busy machine (2 cores, several test runs).
  const carteCard = menuCard(page, 'La Carte');
  await expect(carteCard.getByText('Actif', { exact: true })).toBeVisible({ timeout: 15_000 });
  expect(await qrMenuName(page, owner.id)).toBe('La Carte');

  // Hours containing now: the QR code serves this menu until their end, then La Carte.
  const now = slotAround(-60, 120);
  expect(isWithinSlots([now], new Date())).toBe(true);
  await setHours(page, 'Menu du moment', now, true);
  const card = menuCard(page, 'Menu du moment');
  await expect(card.getByText(`Tous les jours, ${now.start}–${now.end}`)).toBeVisible();
  await expect(card.getByText('En service', { exact: true })).toBeVisible();
  await expect(card.getByRole('switch')).toHaveCount(0);
  const notice = page.getByTestId('served-menu-notice');
  await expect(notice).toContainText('Votre QR code affiche « Menu du moment »');
  await expect(notice).toContainText(shownTime(nextSlotChange([now], new Date()) as Date));
  await expect(notice).toContainText('puis « La Carte »');
  expect(await qrMenuName(page, owner.id)).toBe('Menu du moment');

  // On a phone, hours that do not contain now: La Carte until they start.
  await page.setViewportSize({ width: 390, height: 844 });
  const later = slotAround(120, 180);
  expect(isWithinSlots([later], new Date())).toBe(false);
  await setHours(page, 'Menu du moment', later, false);
  await expect(card.getByText(`Tous les jours, ${later.start}–${later.end}`)).toBeVisible();
  await expect(card.getByText('Programmé', { exact: true })).toBeVisible();
  await expect(notice).toContainText('Votre QR code affiche « La Carte »');
  await expect(notice).toContainText(shownTime(nextSlotChange([later], new Date()) as Date));
  await expect(notice).toContainText('puis « Menu du moment »');
  expect(await qrMenuName(page, owner.id)).toBe('La Carte');
  await expectAccessible(page, 'menu schedules', ['[data-sonner-toaster]']);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(390);

  // Removing the hours: the menu is an ordinary inactive one again.
  await page.getByRole('button', { name: 'Horaires du menu Menu du moment' }).click();
  await page.getByRole('button', { name: 'Retirer les horaires' }).click();
  await expect(
    toasts(page).getByText('Les horaires de « Menu du moment » ont été retirés'),
  ).toBeVisible();
  await expect(card.getByText('Inactif', { exact: true })).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a free owner has no "Horaires" button', async ({ page, signedInOwner }) => {
  await signedInOwner('Le Comptoir', 'free');
  await createMenuViaApi(page, 'La Carte');
  await page.goto('/dashboard');
  await expect(menuCard(page, 'La Carte')).toBeVisible();
  await expect(page.getByRole('button', { name: /Horaires/ })).toHaveCount(0);
});
