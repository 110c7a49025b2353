import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  renderPaymentFailedEmail,
  renderResetPasswordEmail,
  renderVerificationEmail,
} from './templates';

const url = 'https://app.ardoise.fr/api/auth/verify-email?token=abc.def&callbackURL=%2Fdashboard';

describe('renderVerificationEmail', () => {
  const email = renderVerificationEmail({ restaurantName: 'Le Petit Zinc', url });

  it('is French and names the product', () => {
    expect(email.subject).toBe('Confirmez votre adresse email – Ardoise');
    expect(email.text).toContain('Bonjour Le Petit Zinc,');
    expect(email.text).toContain('Ce lien est valable 24 heures.');
    expect(email.text).toContain(
      "Si vous n'êtes pas à l'origine de cette inscription, ignorez cet email.",
    );
    expect(email.html).toContain('lang="fr"');
    expect(email.html).toContain('Ardoise');
    expect(email.html).toContain('Confirmer mon adresse email');
    expect(email.html).toContain('Ce lien est valable 24 heures.');
    expect(email.html).toContain(
      'Si vous n&#39;êtes pas à l&#39;origine de cette inscription, ignorez cet email.',
    );
  });

  it('carries the link in both parts, escaped in the HTML', () => {
    expect(email.text).toContain(`\n${url}\n`);
    expect(email.html).toContain(`href="${url.replace('&', '&amp;')}"`);
    expect(email.html).not.toContain('token=abc.def&callbackURL');
  });

  it('escapes the restaurant name in the HTML and keeps it as is in the text', () => {
    const named = renderVerificationEmail({ restaurantName: 'Chez <b>"Léon"</b>', url });
    expect(named.html).toContain('Bonjour Chez &lt;b&gt;&quot;Léon&quot;&lt;/b&gt;,');
    expect(named.html).not.toContain('<b>');
    expect(named.text).toContain('Bonjour Chez <b>"Léon"</b>,');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() =>
      renderVerificationEmail({ restaurantName: 'X', url: 'javascript:alert(1)' }),
    ).toThrow(/http\(s\)/);
    expect(() => renderResetPasswordEmail({ url: '/reset-password?token=x' })).toThrow();
  });
});

describe('renderResetPasswordEmail', () => {
  const resetUrl = 'http://localhost:3000/reset-password/tok123?callbackURL=%2Freset-password';
  const email = renderResetPasswordEmail({ url: resetUrl });

  it('is French, with the link, the validity and the ignore note', () => {
    expect(email.subject).toBe('Réinitialisation de votre mot de passe – Ardoise');
    expect(email.text).toContain(resetUrl);
    expect(email.text).toContain('Ce lien est valable 1 heure.');
    expect(email.text).toContain(
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email",
    );
    expect(email.html).toContain('Choisir un nouveau mot de passe');
    expect(email.html).toContain(`href="${resetUrl}"`);
    expect(email.html).toContain('Ce lien est valable 1 heure.');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('renderPaymentFailedEmail', () => {
  const email = renderPaymentFailedEmail({
    restaurantName: 'Chez <Léon>',
    url: 'https://app.ardoise.fr/dashboard/settings',
    graceEndsAt: new Date('2026-03-17T10:00:00Z'),
  });

  it('asks, in French, to update the card before a French date', () => {
    expect(email.subject).toBe('Paiement refusé : mettez à jour votre carte – Ardoise');
    expect(email.text).toContain('Bonjour Chez <Léon>,');
    expect(email.text).toContain('avant le 17 mars 2026');
    expect(email.text).toContain('\nhttps://app.ardoise.fr/dashboard/settings\n');
    expect(email.html).toContain('Chez &lt;Léon&gt;');
    expect(email.html).toContain('Mettre à jour ma carte');
    expect(email.html).toContain('vos menus sont conservés');
  });
});
