// Issue 24 §1–2: the restaurant's team. The owner invites a Service member from Paramètres →
// Équipe; the invitation mail (read from the outbox) opens the page where she chooses her name
// and password; she lands on the board and sees no subscription. A tablet is paired by the code
// the board shows and shows the board; revoked from Équipe, it goes back to its code screen.
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';
import { openBoard } from './support/orders';

type OutboxMail = { to: string; subject: string; text: string };

async function invitationLink(request: APIRequestContext, to: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/outbox.json')).json()) as OutboxMail[];
      const mail = mails.findLast((m) => m.to === to && m.subject.includes('Invitation'));
      link = mail?.text.match(/https?:\/\/\S+\/invitation\?id=\S+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

test('the owner invites a Service member, who joins from the mail and sees no Abonnement', async ({
  page,
  browser,
  request,
  signedInOwner,
}) => {
  await signedInOwner('Chez Karim', 'premium');
  const email = uniqueEmail('service');

  // Paramètres → Équipe.
  await page.goto('/dashboard/settings');
  await page
    .getByRole('region', { name: 'Équipe' })
    .getByRole('link', { name: 'Gérer l’équipe' })
    .click();
  await expect(page.getByRole('heading', { name: 'Équipe', level: 1 })).toBeVisible();
  const team = page.getByRole('main');
  await team.getByLabel('Email de la personne à inviter').fill(email);
  await team.getByLabel('Rôle', { exact: true }).selectOption('service');
  await team.getByRole('button', { name: 'Inviter' }).click();
  await expect(team.getByRole('heading', { name: 'Invitations en attente' })).toBeVisible();
  await expect(team.getByText(email)).toBeVisible();
  await expectAccessible(page, 'team');

  const link = await invitationLink(request, email);
  const staff = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staffPage = await staff.newPage();
  await staffPage.goto(link);
  await expect(staffPage.getByRole('heading', { name: 'Rejoindre Chez Karim' })).toBeVisible();
  await expect(staffPage.getByText('avec le rôle Service')).toBeVisible();
  await staffPage.getByLabel('Votre prénom').fill('Léa');
  await staffPage.getByLabel('Choisissez un mot de passe').fill(PASSWORD);
  await staffPage.getByRole('button', { name: 'Créer mon compte et rejoindre' }).click();

  // A Service member lands on the board of the restaurant, with its links only.
  await expect(staffPage).toHaveURL(/\/dashboard\/orders$/);
  await expect(staffPage.getByRole('heading', { name: 'Commandes', level: 1 })).toBeVisible();
  const nav = staffPage.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Commandes' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Service du jour' })).toHaveCount(0);
  await expect(staffPage.getByRole('button', { name: 'Connecter une tablette' })).toHaveCount(0);

  // Paramètres: her password, nothing of the restaurant's subscription, team or payments.
  await staffPage.goto('/dashboard/settings');
  await expect(staffPage.getByRole('heading', { name: 'Mot de passe' })).toBeVisible();
  await expect(staffPage.getByRole('region', { name: 'Abonnement' })).toHaveCount(0);
  await expect(staffPage.getByRole('region', { name: 'Équipe' })).toHaveCount(0);
  await staffPage.goto('/dashboard/settings/team');
  await expect(staffPage).toHaveURL(/\/dashboard\/orders$/);
  await expect(staffPage.getByText('Paiements à table')).toHaveCount(0);
  const billing = await staffPage.request.get('/api/v1/billing/subscription');
  expect(billing.status()).toBe(403);
  // The menu editor is not hers: the address leads back to the board.
  await staffPage.goto('/dashboard/menu/new');
  await expect(staffPage).toHaveURL(/\/dashboard\/orders$/);

  // The owner sees her in the team, as Service.
  await page.reload();
  await expect(team.getByText('Léa', { exact: true })).toBeVisible();
  await expect(team.getByLabel('Rôle de Léa')).toHaveValue('service');
  await staff.close();
});

test('a tablet paired by the board’s code shows the board; revoked, it returns to its code screen', async ({
  page,
  browser,
  signedInOwner,
}) => {
  await signedInOwner('Chez Tablette', 'premium');
  await openBoard(page);
  await page.getByRole('button', { name: 'Connecter une tablette' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connecter une tablette' });
  await dialog.getByLabel('Nom de la tablette').fill('Tablette cuisine');
  await dialog.getByLabel('Rôle de la tablette').selectOption('kitchen');
  await dialog.getByRole('button', { name: 'Afficher le code' }).click();
  await expect(
    dialog.getByRole('img', { name: 'QR code de connexion de la tablette' }),
  ).toBeVisible();
  const codeText = await dialog.getByText(/^Code\s: [A-Z2-9]{4}-[A-Z2-9]{4}$/).textContent();
  const code = codeText?.replace(/^Code\s: /, '') ?? '';
  await expect(dialog.getByText(/Valable encore [45]:\d\d/)).toBeVisible();
  await expectAccessible(page, 'team');
  await page.keyboard.press('Escape');

  const tablet = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
  });
  const tabletPage = await tablet.newPage();
  await tabletPage.goto('/tablette');
  await tabletPage.getByLabel('Code de connexion').fill(code.toLowerCase());
  await tabletPage.getByRole('button', { name: 'Connecter' }).click();
  await expect(tabletPage).toHaveURL(/\/dashboard\/orders$/);
  await expect(tabletPage.getByRole('heading', { name: 'Commandes', level: 1 })).toBeVisible();
  await expect(tabletPage.getByRole('region', { name: /En attente/ })).toBeVisible();
  // The code is used: a second tablet cannot reuse it.
  const again = await tabletPage.request.post('/api/v1/public/devices/pair', {
    data: { code },
    headers: { origin: new URL(tabletPage.url()).origin },
  });
  expect(again.status()).toBe(404);

  await page.goto('/dashboard/settings/team');
  const team = page.getByRole('main');
  await expect(team.getByText('Tablette cuisine')).toBeVisible();
  await expect(team.getByText(/Cuisine · Actif/)).toBeVisible();
  await team.getByRole('button', { name: 'Déconnecter' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Déconnecter' }).click();
  await expect(team.getByText('Tablette cuisine')).toHaveCount(0);

  // The tablet's board closes at once and goes back to the code screen.
  await expect(tabletPage).toHaveURL(/\/tablette\?fin=1$/, { timeout: 15_000 });
  await expect(tabletPage.getByText('Cette tablette a été déconnectée.')).toBeVisible();
  await tablet.close();
});
