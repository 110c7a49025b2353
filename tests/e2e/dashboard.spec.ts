// Issue 4 "Mes menus" (free plan): empty state, the first menu, the header actions, deletion,
// a second tab kept fresh, the QR stand card and the preview.
import { createMenuViaApi, menuCard, menuCards, toasts, watchConsole } from './support/dashboard';
import { expect, test } from './support/fixtures';

const FREE_LIMIT =
  "Vous ne pouvez créer qu'un seul menu avec la version gratuite. Passez à Premium pour créer des menus illimités !";

test('free owner: empty state, first menu, header actions, deletion', async ({
  page,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('Le Bistrot du Coin');
  const { id: ownerId } = await (await page.request.get('/api/v1/account')).json();
  await page.goto('/dashboard');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Bienvenue, Le Bistrot du Coin' }),
  ).toBeVisible();
  await expect(page.getByText('Gérez vos menus digitaux et vos QR codes')).toBeVisible();
  await expect(page.getByText("Vous n'avez pas encore créé de menu")).toBeVisible();

  // No active menu yet: "Aperçu client" is unavailable, and says why on hover and on focus.
  const preview = page.getByRole('button', { name: 'Aperçu client' });
  await expect(preview).toBeDisabled();
  await preview.focus();
  await expect(page.getByRole('tooltip')).toHaveText("Créez d'abord un menu");
  await expect(preview).toHaveAccessibleDescription("Créez d'abord un menu");

  // The editor has its own specs: check where the button leads without opening it.
  await expect(page.getByRole('link', { name: 'Créer mon premier menu' })).toHaveAttribute(
    'href',
    '/dashboard/menu/new',
  );

  await createMenuViaApi(page, 'Menu du midi', [
    { name: 'Bœuf bourguignon', price: '19.90' },
    { name: 'Tarte Tatin', price: '7.50' },
  ]);
  await page.goto('/dashboard');
  const card = menuCard(page, 'Menu du midi');
  await expect(card.getByText('Menu par défaut')).toBeVisible();
  await expect(card.getByText('2 plats')).toBeVisible();
  await expect(card.getByText(/^\d{1,2} \p{L}+ \d{4} à \d{2}:\d{2}$/u)).toBeVisible();
  await expect(card.getByRole('switch')).toHaveCount(0); // free: no activation toggle
  await expect(card.getByRole('link', { name: /^Modifier/ })).toHaveAttribute(
    'href',
    /\/dashboard\/menu\/[\w-]+\/edit$/,
  );

  const customerLink = page.getByRole('link', { name: /Aperçu client/ });
  const origin = new URL(page.url()).origin;
  await expect(customerLink).toHaveAttribute('href', `${origin}/u/${ownerId}`);
  await expect(customerLink).toHaveAttribute('target', '_blank');
  await customerLink.hover();
  await expect(page.getByRole('tooltip')).toHaveText("Voir l'aperçu client");

  // Free plan, one menu already: "Créer un menu" explains instead of opening the editor.
  await page.getByRole('main').getByRole('link', { name: 'Créer un menu' }).click();
  await expect(toasts(page).getByText(FREE_LIMIT)).toBeVisible();
  await expect(page).toHaveURL('/dashboard');

  // Cancelling keeps the menu and gives the focus back to the bin button.
  const bin = page.getByRole('button', { name: 'Supprimer le menu Menu du midi' });
  await bin.click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer le menu' });
  await expect(
    dialog.getByText('Êtes-vous sûr de vouloir supprimer ce menu ? Cette action est irréversible.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(bin).toBeFocused();

  await bin.click();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(toasts(page).getByText('Menu supprimé')).toBeVisible();
  await expect(page.getByText("Vous n'avez pas encore créé de menu")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mes menus' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Aperçu client' })).toBeDisabled();
  expect(await (await page.request.get('/api/v1/menus')).json()).toEqual([]);
  expect(errors).toEqual([]);
});

test('a second tab of the same owner sees a deletion without reloading', async ({
  context,
  page,
  signedInOwner,
}) => {
  await signedInOwner('Chez Paulette');
  await createMenuViaApi(page, 'Carte unique');
  const other = await context.newPage();
  await page.goto('/dashboard');
  await other.goto('/dashboard');
  await expect(menuCards(other)).toHaveCount(1);

  await page.getByRole('button', { name: 'Supprimer le menu Carte unique' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(toasts(page).getByText('Menu supprimé')).toBeVisible();

  await expect(other.getByText("Vous n'avez pas encore créé de menu")).toBeVisible();
  await expect(menuCards(other)).toHaveCount(0);
});

test('the QR stand card totals in euros and cannot order yet', async ({ page, signedInOwner }) => {
  await signedInOwner('La Table de Jeanne');
  await page.goto('/dashboard');
  const total = page.getByRole('status', { name: 'Total' });
  await expect(total).toHaveText('29,99 €');
  await page.getByRole('radio', { name: /Support en Bois/ }).check();
  await page.getByLabel('Quantité').selectOption('3');
  await expect(total).toHaveText('74,97 €');
  await expect(page.getByRole('button', { name: 'Bientôt disponible' })).toBeDisabled();

  // The free plan's Premium card leads to the payment page (local billing mode here; the
  // whole subscription is tested in billing.spec.ts).
  await expect(page.getByText('Annulable à tout moment')).toBeVisible();
  await page.getByRole('button', { name: 'Passer à Premium' }).click();
  await expect(page.getByRole('button', { name: 'Payer' })).toBeVisible();
});

test('the preview shows the menu as diners will, and unknown menus are not found', async ({
  page,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner("L'Auberge");
  await createMenuViaApi(page, 'Carte des vins', [
    { name: 'Saint-Émilion', price: '42', description: 'Grand cru, 2018' },
  ]);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Aperçu du menu Carte des vins' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aperçu du menu' })).toBeVisible();
  const frame = page.frameLocator('iframe[title^="Aperçu du menu Carte des vins"]');
  await expect(frame.getByText('Saint-Émilion')).toBeVisible();
  await expect(frame.getByText('42,00 €')).toBeVisible();
  await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
  await expect(page).toHaveURL('/dashboard');
  expect(errors).toEqual([]);

  // (The browser logs the API's 404 for this one.)
  await page.goto('/dashboard/menu/00000000-0000-4000-8000-000000000000/view');
  await expect(page.getByText('Menu non trouvé')).toBeVisible();
  await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
  await expect(page.getByRole('heading', { name: 'Mes menus' })).toBeVisible();
});
