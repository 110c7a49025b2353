// Issue "Accounts", done when: sign-up with email confirmation, sign-in, sign-out, password
// reset, settings and account deletion work end to end, on a desktop and on a phone.
// The server allows 5 sign-ups a minute from one address: this file makes two (the other
// specs make their owners straight in the database, support/fixtures.ts).
import type { Page } from '@playwright/test';
import {
  createConfirmedOwner,
  linkIn,
  PASSWORD,
  uniqueEmail,
  waitForMail,
} from './support/accounts';
import { expect, test } from './support/fixtures';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function signInThroughUi(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('sign up, confirm the address, sign in, sign out', async ({ page, request }) => {
  const email = uniqueEmail('signup');
  const restaurantName = 'Le Bistrot du Port';

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Inscription' }).click();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(toasts(page).getByText('Veuillez remplir tous les champs')).toBeVisible();

  await page.getByLabel('Nom du restaurant').fill(restaurantName);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(toasts(page).getByText('Inscription réussie')).toBeVisible();
  await expect(toasts(page).getByText('Un email de confirmation vous a été envoyé.')).toBeVisible();
  // Back on the Connexion tab with the address filled in.
  await expect(page.getByRole('tab', { name: 'Connexion' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

  // Before the confirmation, signing in is refused in French.
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(toasts(page).getByText('Erreur de connexion')).toBeVisible();
  await expect(toasts(page).getByText(/n’est pas encore confirmée/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const mail = await waitForMail(request, email, 'Confirmez votre adresse email');
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL('/login?type=signup&email_confirmed=true');
  await expect(page.getByText('Email confirmé avec succès')).toBeVisible();

  await signInThroughUi(page, email, 'Pas le bon mot de passe');
  await expect(toasts(page).getByText('Erreur de connexion')).toBeVisible();
  await expect(
    toasts(page).getByText('Impossible de se connecter. Vérifiez vos identifiants.'),
  ).toBeVisible();

  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: `Bienvenue, ${restaurantName}` }),
  ).toBeVisible();
  await expect(page.getByText('Gérez vos menus digitaux et vos QR codes')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Commandes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Commandes' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.getByRole('button', { name: restaurantName }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
});

test('reset a forgotten password; the link works only once', async ({ page, request }) => {
  const owner = await createConfirmedOwner(request, 'La Table de Lucie');
  const newPassword = 'Une toute nouvelle phrase secrète';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Email envoyé')).toBeHidden(); // an empty email does nothing
  await page.getByLabel('Email', { exact: true }).fill(owner.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Email envoyé')).toBeVisible();
  await expect(
    page.getByText('Un lien de réinitialisation a été envoyé à votre adresse email.'),
  ).toBeVisible();

  const link = linkIn(await waitForMail(request, owner.email, 'Réinitialisation'));
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill('Autre chose encore');
  await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
  await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
  await expect(page).toHaveURL('/login?password_updated=true');
  await expect(page.getByRole('main').getByText('Mot de passe mis à jour')).toBeVisible();
  await expect(
    toasts(page).getByText('Votre mot de passe a été modifié avec succès.'),
  ).toBeVisible();

  // The link has been used: opening it again shows the "Lien invalide" banner.
  await page.goto(link);
  await expect(page.getByText('Lien invalide')).toBeVisible();
  await expect(page.getByText(/a expiré ou est invalide/)).toBeVisible();
  await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
  await expect(page).toHaveURL('/forgot-password');

  await page.goto('/reset-password');
  await expect(page.getByText('Lien invalide')).toBeVisible();
  await expect(page.getByText(/est invalide ou incomplet/)).toBeVisible();
  await page.getByRole('link', { name: 'Retour à la connexion' }).click();
  await expect(page).toHaveURL('/login');

  await signInThroughUi(page, owner.email, newPassword);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bienvenue, La Table de Lucie' }),
  ).toBeVisible();
});
