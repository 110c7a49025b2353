import type { Language } from '../../domain/i18n/languages';
import { formatCents } from '../../domain/menu/format-cents';
import { PAYMENT_PAGE_STRINGS } from '../../domain/payments/payment-page-strings';
import type { PaymentStatus } from '../../domain/payments/tab-schema';
import { escapeHtml } from '../http/escape-html';
import { plainPage } from '../http/plain-page';

const CSS = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#faf7f2;color:#1c1917}
main{max-width:28rem;margin:0 auto;padding:2rem 1.25rem}
h1{font-size:1.4rem;margin:0 0 1rem}
p{margin:.5rem 0}
a{display:block;text-align:center;padding:.9rem 1rem;margin-top:1rem;border-radius:.75rem;
  background:#1c1917;color:#fff;text-decoration:none;font-weight:600}
a.secondary{background:transparent;color:#1c1917;border:1px solid #d6d3d1}
a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
`;

/**
 * Where Checkout sends the payer back (`/paiement/{id}`): the payment's state as the server
 * knows it from Stripe, in the payer's language, readable without JavaScript. While Stripe
 * has not confirmed, it reloads itself every 2 seconds.
 */
export function renderPaymentPage(input: {
  language: Language;
  status: PaymentStatus;
  amountCents: number;
  tipCents: number;
  receiptUrl: string | null;
  backUrl: string;
}): string {
  const t = PAYMENT_PAGE_STRINGS[input.language];
  const back = `<a class="secondary" href="${escapeHtml(input.backUrl)}">${escapeHtml(t.back)}</a>`;
  const total = formatCents(input.amountCents + input.tipCents);
  let body: string;
  if (input.status === 'pending') {
    body = `<h1 role="status">${escapeHtml(t.pending)}</h1><p>${escapeHtml(t.pendingHint)}</p>`;
  } else if (input.status === 'succeeded') {
    body = [
      `<h1 role="status">${escapeHtml(t.succeeded)}</h1>`,
      `<p>${escapeHtml(t.paid(total))}</p>`,
      input.tipCents > 0 ? `<p>${escapeHtml(t.tip(formatCents(input.tipCents)))}</p>` : '',
      input.receiptUrl
        ? [
            `<a href="${escapeHtml(input.receiptUrl)}">${escapeHtml(t.receipt)}</a>`,
            // The note de frais as a button of its own, not behind the receipt (issue 41 §3).
            `<a class="secondary" href="${escapeHtml(`${input.receiptUrl}&format=pdf&variant=expense`)}" download>${escapeHtml(t.expenseNote)}</a>`,
          ].join('\n')
        : '',
      back,
    ].join('\n');
  } else {
    body = `<h1 role="alert">${escapeHtml(t.notPaid)}</h1><p>${escapeHtml(t.notCharged)}</p>${back}`;
  }
  return plainPage({
    title: t.title,
    lang: input.language,
    css: CSS,
    head: input.status === 'pending' ? '<meta http-equiv="refresh" content="2">\n' : '',
    body,
  });
}
