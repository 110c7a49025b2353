import { ROLE_LABELS, type Role } from '../../domain/team/roles';
import { escapeHtml } from '../http/escape-html';

export { escapeHtml };

export type RenderedEmail = { subject: string; text: string; html: string };

const PRODUCT = 'Ardoise';

/** Account confirmation, sent at sign-up (the link comes from Better Auth, on PUBLIC_URL). */
export function renderVerificationEmail(input: {
  restaurantName: string;
  url: string;
}): RenderedEmail {
  const welcome = `Bienvenue sur ${PRODUCT} ! Pour activer votre compte, confirmez votre adresse email`;
  return renderLinkEmail({
    subject: `Confirmez votre adresse email – ${PRODUCT}`,
    title: 'Confirmez votre adresse email',
    greeting: `Bonjour ${input.restaurantName},`,
    textLead: [`${welcome} en ouvrant ce lien :`],
    htmlLead: [`${welcome}.`],
    button: { label: 'Confirmer mon adresse email', url: input.url },
    validity: 'Ce lien est valable 24 heures.',
    ignoreNote: "Si vous n'êtes pas à l'origine de cette inscription, ignorez cet email.",
  });
}

/** Password reset, sent on request from /forgot-password. */
export function renderResetPasswordEmail(input: { url: string }): RenderedEmail {
  const asked = `Vous avez demandé à réinitialiser le mot de passe de votre compte ${PRODUCT}.`;
  return renderLinkEmail({
    subject: `Réinitialisation de votre mot de passe – ${PRODUCT}`,
    title: 'Réinitialisation de votre mot de passe',
    greeting: 'Bonjour,',
    textLead: [`${asked} Pour choisir un nouveau mot de passe, ouvrez ce lien :`],
    htmlLead: [asked],
    button: { label: 'Choisir un nouveau mot de passe', url: input.url },
    validity: 'Ce lien est valable 1 heure.',
    ignoreNote:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre mot de passe reste inchangé.",
  });
}

/** An invitation to a restaurant's team (issue 24 §1), sent from Paramètres → Équipe. */
export function renderInvitationEmail(input: {
  restaurantName: string;
  inviterName: string;
  role: string;
  url: string;
}): RenderedEmail {
  const roleLabel = ROLE_LABELS[input.role as Role] ?? input.role;
  const invited = `${input.inviterName} vous invite à rejoindre l'équipe de ${input.restaurantName} sur ${PRODUCT}, avec le rôle ${roleLabel}.`;
  return renderLinkEmail({
    subject: `Invitation à rejoindre ${input.restaurantName} – ${PRODUCT}`,
    title: `Rejoindre ${input.restaurantName}`,
    greeting: 'Bonjour,',
    textLead: [`${invited} Pour accepter, ouvrez ce lien :`],
    htmlLead: [invited],
    button: { label: "Accepter l'invitation", url: input.url },
    validity: 'Ce lien est valable 7 jours.',
    ignoreNote: 'Si vous ne connaissez pas ce restaurant, ignorez cet email.',
  });
}

/**
 * A Premium renewal failed (`past_due`): update the card before the grace period ends
 * (docs/billing.md). The link leads to the settings, whose "Gérer mon abonnement" opens the
 * payment provider's portal.
 */
export function renderPaymentFailedEmail(input: {
  restaurantName: string;
  url: string;
  graceEndsAt: Date;
}): RenderedEmail {
  const deadline = new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'long',
    timeZone: 'Europe/Paris',
  }).format(input.graceEndsAt);
  const failed =
    "Le paiement de votre abonnement Premium n'a pas abouti (carte expirée, refusée ou provision insuffisante).";
  const ask = `Pour garder vos fonctionnalités Premium, mettez à jour votre carte bancaire avant le ${deadline} depuis vos paramètres, bouton « Gérer mon abonnement »`;
  return renderLinkEmail({
    subject: `Paiement refusé : mettez à jour votre carte – ${PRODUCT}`,
    title: 'Votre paiement a été refusé',
    greeting: `Bonjour ${input.restaurantName},`,
    textLead: [failed, `${ask} :`],
    htmlLead: [failed, `${ask}.`],
    button: { label: 'Mettre à jour ma carte', url: input.url },
    validity: `Sans paiement d'ici le ${deadline}, votre compte repassera en version gratuite : vos menus sont conservés, seul le premier reste modifiable.`,
    ignoreNote: 'Si vous avez déjà mis à jour votre carte, ignorez cet email.',
  });
}

/** What the HTML layout shows besides the paragraphs. */
type EmailBody = {
  title: string;
  button: { label: string; url: string };
  validity: string;
  ignoreNote: string;
};

/**
 * Every email is a greeting, a lead, one link and two notes, in plain text and in HTML. The
 * text's lead ends by pointing at the link below it (lead lines follow each other without a
 * blank line); the HTML's lead is shown above a button.
 */
function renderLinkEmail(
  input: EmailBody & { subject: string; greeting: string; textLead: string[]; htmlLead: string[] },
): RenderedEmail {
  const url = requireHttpUrl(input.button.url);
  const { greeting, validity, ignoreNote } = input;
  return {
    subject: input.subject,
    text: [
      greeting,
      '',
      ...input.textLead,
      '',
      url,
      '',
      validity,
      '',
      ignoreNote,
      '',
      `L'équipe ${PRODUCT}`,
    ].join('\n'),
    html: layout({ ...input, paragraphs: [greeting, ...input.htmlLead] }),
  };
}

/** Escaping alone would let a `javascript:` URL through into the button's href. */
function requireHttpUrl(url: string): string {
  const protocol = URL.canParse(url) ? new URL(url).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new Error(`Email link must be an absolute http(s) URL, got: ${url}`);
  }
  return url;
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/**
 * Simple single-column HTML with inline styles only: email clients drop <style> blocks and
 * external CSS. Every interpolated value is escaped here, in one place.
 */
function layout(input: EmailBody & { paragraphs: string[] }): string {
  const url = escapeHtml(input.button.url);
  const p = (text: string, style = '') =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;${style}">${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title>
</head>
<body style="margin:0;padding:0;background:#faf7f2;color:#1f2937;${FONT}">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<div style="font-size:22px;font-weight:700;margin:0 0 16px">${PRODUCT}</div>
<div style="background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;line-height:1.3;margin:0 0 16px">${escapeHtml(input.title)}</h1>
${input.paragraphs.map((text) => p(text)).join('\n')}
<p style="margin:24px 0">
<a href="${url}" style="display:inline-block;background:#1f2937;color:#ffffff;text-decoration:none;font-size:16px;font-weight:600;padding:12px 20px;border-radius:6px">${escapeHtml(input.button.label)}</a>
</p>
${p(input.validity)}
<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#4b5563">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${url}" style="color:#1f2937;word-break:break-all">${url}</a></p>
${p(input.ignoreNote, 'font-size:14px;color:#4b5563')}
</div>
<p style="margin:16px 0 0;font-size:13px;color:#6b7280">L'équipe ${PRODUCT}</p>
</div>
</body>
</html>
`;
}
