// Issue 15 §5: on a phone, the owner fills the restaurant profile in Settings (with a logo);
// the diner page shows address, phone, hours and "Ouvert maintenant" or "Fermé" (decided with
// the same domain function as the server, from the real time), and its JSON-LD Restaurant.
import type { Page } from '@playwright/test';
import { isWithinSlots, type WeeklySlot } from '../../src/domain/time/weekly-slots';
import { photoJpeg } from '../../src/server/images/testing/image-fixtures';
import { sampleMenu } from '../../src/server/testing/menu-fixtures';
import { expectAccessible } from './support/a11y';
import { toasts, watchConsole } from './support/dashboard';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A toast still fading in or out reads as low contrast: toasts are left out (their colours are
 * AA: src/web/styles.css). */
const expectSettingsAccessible = (page: Page, label: string) =>
  expectAccessible(page, label, ['[data-sonner-toaster]']);

/** What the page must say now, by the domain's rule in Europe/Paris time. */
const openLabel = (hours: WeeklySlot[]) =>
  isWithinSlots(hours, new Date()) ? 'Ouvert maintenant' : 'Fermé';

test('a phone owner fills the restaurant profile; the diner page and its JSON-LD show it', async ({
  page,
  signedInOwner,
  createMenuFor,
}, info) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  const owner = await signedInOwner('Le Bistrot des Halles');
  await createMenuFor(owner, sampleMenu({ name: 'Carte du jour' }));
  await page.goto('/dashboard/settings');
  // On a phone the fields sit below the logo and the photo: they load as the owner scrolls to
  // them (lib/deferred, issue 21 §8).
  await expect(page.getByText('Photo de couverture')).toBeVisible({ timeout: 15_000 });
  await page.mouse.wheel(0, 900);
  const profile = page.getByRole('form', { name: 'Profil du restaurant' });
  await expect(profile).toBeVisible({ timeout: 15_000 });
  await expectSettingsAccessible(page, '/dashboard/settings (phone)');

  // The logo, through the photos' upload: saved on the profile at once.
  const photo = await photoJpeg(600, 600);
  await page
    .getByTestId('profile-logo-input')
    .setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(toasts(page).getByText('Logo enregistré')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: 'Logo du restaurant' })).toBeVisible();

  // A wrong phone number is refused in French, under its field.
  await profile.getByLabel('Adresse', { exact: true }).fill('8 rue Montorgueil');
  await profile.getByLabel('Code postal').fill('75001');
  await profile.getByLabel('Ville').fill('Paris');
  await profile.getByLabel('Téléphone').fill('12 34');
  await profile.getByRole('button', { name: 'Enregistrer le profil' }).tap();
  await expect(profile.getByText(/^Numéro de téléphone invalide/)).toBeVisible();

  await profile.getByLabel('Téléphone').fill('01 42 36 00 00');
  await profile.getByLabel('Instagram').fill('@bistrot.halles');
  await profile.getByLabel('Site web').fill('https://www.bistrot-des-halles.fr');
  await profile.getByLabel('Description courte').fill('Cuisine de marché, vins au verre.');

  // Hours: Monday 12:00–14:30 copied to every day, then a Saturday evening past midnight.
  await profile.getByRole('button', { name: 'Ajouter une plage le lundi' }).tap();
  await profile
    .getByRole('button', { name: 'Copier sur tous les jours les horaires du lundi' })
    .tap();
  await profile.getByRole('button', { name: 'Supprimer la plage 1 du dimanche' }).tap();
  await expect(profile.getByTestId('hours-day-7')).toContainText('Fermé');
  await profile.getByRole('button', { name: 'Ajouter une plage le samedi' }).tap();
  await profile.getByLabel('Samedi, plage 2 : fermeture').fill('01:00');
  await profile.getByRole('button', { name: 'Enregistrer le profil' }).tap();
  await expect(toasts(page).getByText('Profil du restaurant enregistré')).toBeVisible();
  await expect(profile.getByLabel('Téléphone')).toHaveValue('01 42 36 00 00');
  await expectSettingsAccessible(page, '/dashboard/settings (filled)');
  await page.screenshot({ path: info.outputPath('settings-profile-phone.png'), fullPage: true });

  const hours: WeeklySlot[] = [
    { days: [1, 2, 3, 4, 5, 6], start: '12:00', end: '14:30' },
    { days: [6], start: '19:00', end: '01:00' },
  ];
  const saved = await (await page.request.get('/api/v1/restaurant')).json();
  expect(saved.openingHours).toEqual(hours);
  expect(saved.phone).toBe('+33142360000');

  // The diner page, readable without JavaScript.
  const before = openLabel(hours);
  await page.goto(new URL(saved.publicUrl).pathname);
  const after = openLabel(hours);
  const header = page.locator('header#top');
  await expect(
    header.getByRole('link', { name: '8 rue Montorgueil, 75001 Paris' }),
  ).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=8%20rue%20Montorgueil%2C%2075001%20Paris',
  );
  await expect(header.getByRole('link', { name: 'Appeler le 01 42 36 00 00' })).toHaveAttribute(
    'href',
    'tel:+33142360000',
  );
  await expect(header.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/bistrot.halles/',
  );
  await expect(header.getByText('Cuisine de marché, vins au verre.')).toBeVisible();
  await expect(header.getByRole('img', { name: 'Logo de Le Bistrot des Halles' })).toBeVisible();
  const state = header.locator('.open-badge');
  // At an edge between the two readings, either answer is right.
  if (before === after) await expect(state).toHaveText(before);
  else await expect(state).toHaveText(/^(Ouvert maintenant|Fermé)$/);
  await expect(header.locator('.today-hours')).toHaveText(
    /^(Aujourd’hui\s: 12:00–14:30|Aujourd’hui\s: 12:00–14:30, 19:00–01:00|Fermé aujourd’hui)$/,
  );
  await header.getByText('Horaires d’ouverture').tap();
  // The week's list (on a Saturday, today's line above also reads these hours).
  await expect(
    header.locator('.week-hours').getByText('12:00–14:30, 19:00–01:00', { exact: true }),
  ).toBeVisible();

  await page.screenshot({ path: info.outputPath('diner-header-phone.png') });
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? 'null',
  );
  // What schema.org and search engines require of a Restaurant: context, type, name, url.
  expect(jsonLd['@context']).toBe('https://schema.org');
  expect(jsonLd['@type']).toBe('Restaurant');
  expect(jsonLd.name).toBe('Le Bistrot des Halles');
  expect(jsonLd.url).toBe(saved.publicUrl);
  expect(jsonLd.telephone).toBe('+33142360000');
  expect(jsonLd.address).toEqual({
    '@type': 'PostalAddress',
    streetAddress: '8 rue Montorgueil',
    postalCode: '75001',
    addressLocality: 'Paris',
    addressCountry: 'FR',
  });
  expect(jsonLd.openingHoursSpecification).toHaveLength(7);
  expect(jsonLd.openingHoursSpecification).toContainEqual({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: 'https://schema.org/Saturday',
    opens: '19:00',
    closes: '01:00',
  });
  expect(jsonLd.hasMenu['@type']).toBe('Menu');
  expect(jsonLd.hasMenu.hasMenuSection[0].hasMenuItem[0].name).toBe('Velouté de potimarron');
  expect(jsonLd.hasMenu.hasMenuSection[0].hasMenuItem[0].offers).toMatchObject({
    '@type': 'Offer',
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
  });
  expect(jsonLd.logo).toMatch(/^http.*\/images\/[0-9a-f]{32}-\d+\.jpg$/);
  expect(errors).toEqual([]);
});
