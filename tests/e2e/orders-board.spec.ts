// Issue 10, owner side: the orders board follows diners' orders live, with the header badge.
import type { Page } from '@playwright/test';
import { createMenuViaApi, toasts, watchConsole } from './support/dashboard';
import { expect, test } from './support/fixtures';
import { openOrdering, placeOrder } from './support/orders';

test.use({ viewport: { width: 1280, height: 800 } });

const badge = (page: Page) =>
  page.getByRole('navigation', { name: /principale/i }).getByRole('link', { name: /Commandes/ });

test('the board shows a diner’s order live, moves it on, cancels another; the badge counts', async ({
  page,
  request,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('Chez Odette', 'premium');
  const menuId = await createMenuViaApi(page, 'Carte du jour', [
    { name: 'Soupe à l’oignon', price: '7.50' },
    { name: 'Bœuf bourguignon', price: '19.90' },
  ]);

  await page.goto('/dashboard/orders');
  await expect(page.getByRole('heading', { name: 'Commandes', level: 1 })).toBeVisible();
  // Closed by default: the page invites the owner to open ordering.
  const ordering = page.getByRole('switch', { name: 'Commandes ouvertes' });
  await expect(ordering).not.toBeChecked();
  await ordering.click();
  await expect(ordering).toBeChecked();
  // 1280 px: the active orders side by side, one column per status.
  const column = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(column('En attente (0)')).toContainText('Aucune commande');
  // The chime waits for a first touch after the load: that click on the switch was one.
  await expect(page.locator('[data-sound]')).toHaveAttribute('data-sound', 'armed');

  const first = await placeOrder(
    page,
    request,
    menuId,
    [
      { dish: 'Soupe à l’oignon', quantity: 2, note: 'sans croûtons' },
      { dish: 'Bœuf bourguignon', quantity: 1 },
    ],
    '4',
  );
  // Live: no reload. (Within a second here; the margin is for a loaded CI machine.)
  const alert = page.getByRole('alert').filter({ hasText: 'Nouvelle commande' });
  await expect(alert).toContainText(`Nouvelle commande n° ${first.number}`, { timeout: 3000 });
  const card = column('En attente (1)').getByRole('article', {
    name: `n° ${first.number} · Table 4`,
  });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Soupe à l’oignon'); // French for the kitchen, whatever the diner read
  await expect(card).toContainText('« sans croûtons »');
  await expect(card).toContainText('× 2');
  await expect(card).toContainText(/34,90\s€/);
  await expect(page.getByRole('tab', { name: 'En cours (1)' })).toBeVisible();
  await expect(badge(page)).toContainText('1');
  await alert.getByRole('button', { name: 'Vu' }).click();
  await expect(alert).toBeHidden();

  await card.getByRole('button', { name: 'Commencer préparation' }).click();
  await expect(toasts(page).getByText('Commande en préparation')).toBeVisible();
  // Still on screen, one column to the right.
  await column('En prép. (1)')
    .getByRole('article', { name: `n° ${first.number} · Table 4` })
    .getByRole('button', { name: 'Marquer comme prêt' })
    .click();
  await expect(toasts(page).getByText('Commande prête à servir')).toBeVisible();
  // Ready is no longer "open": the badge disappears.
  await expect(badge(page)).toHaveAccessibleName('Commandes');

  const second = await placeOrder(page, request, menuId, [
    { dish: 'Bœuf bourguignon', quantity: 1 },
  ]);
  const takeaway = column('En attente (1)').getByRole('article', {
    name: `n° ${second.number} · À emporter / sans table`,
  });
  await expect(takeaway).toBeVisible();
  await takeaway.getByRole('button', { name: 'Annuler', exact: true }).click();
  const dialog = page.getByRole('alertdialog', {
    name: `Annuler la commande n° ${second.number} ?`,
  });
  await expect(dialog).toContainText('irréversible');
  await dialog.getByRole('button', { name: 'Annuler la commande' }).click();
  await expect(toasts(page).getByText('Commande annulée avec succès')).toBeVisible();
  await page.getByRole('tab', { name: 'Terminé (1)' }).click();
  await expect(
    page
      .getByRole('article', { name: `n° ${second.number} · À emporter / sans table` })
      .getByText('Annulée'),
  ).toBeVisible();

  expect(errors).toEqual([]);
});

test('the header badge counts open orders live on every dashboard page', async ({
  page,
  request,
  signedInOwner,
}) => {
  await signedInOwner('Chez Lucien', 'premium');
  const menuId = await createMenuViaApi(page, 'Carte', [{ name: 'Croque-monsieur', price: '9' }]);
  await openOrdering(page);
  // The live feed connected first. Seen once in CI: an order placed in the 30 ms between the
  // badge's first count and the feed's connection did not show within 3 s (to look into: the
  // feed's opening should re-read the counts).
  const feed = page.waitForResponse((response) => response.url().endsWith('/api/v1/orders/events'));
  await page.goto('/dashboard/qr-code');
  await expect(badge(page)).toHaveAccessibleName('Commandes');
  await feed;
  await placeOrder(page, request, menuId, [{ dish: 'Croque-monsieur', quantity: 1 }], '2');
  await expect(badge(page)).toHaveAccessibleName(/Commandes\s*1 commande ouverte/, {
    timeout: 3000,
  });
  await placeOrder(page, request, menuId, [{ dish: 'Croque-monsieur', quantity: 3 }], '5');
  await expect(badge(page)).toHaveAccessibleName(/Commandes\s*2 commandes ouvertes/);
});
