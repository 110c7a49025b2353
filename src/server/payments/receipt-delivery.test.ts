import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { type FakeStripe, startFakeStripe } from '../testing/fake-stripe';
import { connectWebhookPoster } from '../testing/fake-stripe-connect';
import { pdfText } from '../testing/pdf-text';
import { testAppForThisFile } from '../testing/test-app';
import { activateTablePayments } from './testing/activate-payments';

// Issue 41 §3: the receipt's two PDFs (the receipt and the note de frais) under their own file
// names, offered as buttons after paying, and both attached to the receipt e-mail. Paid through
// the real `stripe` SDK against the fake Stripe. Runs on SQLite and on PostgreSQL.
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
const testApp = testAppForThisFile(() => ({ env: fake.env }));
const { call, restaurant, orderOf, place } = orderFixtures(() => testApp);

/** Table 4 orders a beef and two soups and pays it all with a tip, giving `email`. */
async function paidTable(email: string) {
  const r = await restaurant({ takeAway: false });
  await activateTablePayments(testApp, fake, { id: r.owner.id, cookie: r.cookie });
  const placed = await place(
    orderOf(
      r.menuId,
      [
        { dishId: r.beef, quantity: 1 },
        { dishId: r.soup, quantity: 2 },
      ],
      { tableToken: r.tokens['4'] },
    ),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const tab = (
    await call({ method: 'GET', url: `/api/v1/public/tables/${r.tokens['4']}/tab` })
  ).json();
  const created = await call({
    method: 'POST',
    url: `/api/v1/public/tabs/${tab.id}/payments`,
    payload: {
      clientRequestId: randomUUID(),
      tableToken: r.tokens['4'],
      split: { kind: 'all' },
      tipCents: 200,
      language: 'fr',
      email,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { checkoutUrl, receiptUrl, paymentId } = created.json();
  const sessionId = String(checkoutUrl.split('/').pop());
  expect(await connectWebhookPoster(testApp.app)(fake.connect.completeSession(sessionId))).toBe(
    200,
  );
  const receiptPath = String(receiptUrl).slice(String(receiptUrl).indexOf('/api/'));
  return { r, tab, paymentId: String(paymentId), receiptPath };
}

const fileNameOf = (disposition: unknown) =>
  /^inline; filename="([^"]+)"$/.exec(String(disposition))?.[1];

describe('the receipt’s PDFs', () => {
  it('have their own file names: the receipt and the note de frais', async () => {
    const { receiptPath } = await paidTable('a@example.com');
    const receipt = await call({ method: 'GET', url: `${receiptPath}&format=pdf` });
    const expense = await call({
      method: 'GET',
      url: `${receiptPath}&format=pdf&variant=expense`,
    });
    expect(receipt.statusCode).toBe(200);
    expect(expense.statusCode).toBe(200);
    const receiptName = fileNameOf(receipt.headers['content-disposition']);
    const expenseName = fileNameOf(expense.headers['content-disposition']);
    expect(receiptName).toMatch(/^recu-[a-z0-9-]+-\d+\.pdf$/);
    expect(expenseName).toMatch(/^note-de-frais-[a-z0-9-]+-\d+\.pdf$/);
    // Same restaurant and number, a different kind.
    expect(expenseName?.replace(/^note-de-frais-/, '')).toBe(receiptName?.replace(/^recu-/, ''));
    expect(await pdfText(expense.rawPayload)).toContain('Note de frais');
  });

  it('are two buttons on the receipt page and after paying', async () => {
    const { paymentId, receiptPath } = await paidTable('b@example.com');
    const page = await call({ method: 'GET', url: receiptPath });
    expect(page.body).toMatch(
      /<a class="button" href="[^"]+format=pdf&amp;variant=detail" download="">Reçu \(PDF\)<\/a>/,
    );
    expect(page.body).toMatch(
      /<a class="button secondary" href="[^"]+format=pdf&amp;variant=expense" download="">Note de frais \(PDF\)<\/a>/,
    );
    const token = new URL(receiptPath, 'http://x').searchParams.get('token');
    const paid = await call({ method: 'GET', url: `/paiement/${paymentId}?token=${token}` });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Merci, votre paiement est confirmé.');
    const button = /<a class="secondary" href="([^"]+)" download>Note de frais \(PDF\)<\/a>/.exec(
      paid.body,
    );
    expect(button).not.toBeNull();
    const href = String(button?.[1]).replaceAll('&amp;', '&');
    const pdf = await call({ method: 'GET', url: href.slice(href.indexOf('/api/')) });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(fileNameOf(pdf.headers['content-disposition'])).toMatch(/^note-de-frais-/);
  });

  it('go with the receipt e-mail, both attached, with the paid figures', async () => {
    const { receiptPath } = await paidTable('c@example.com');
    const [mail, ...others] = testApp.outbox.list().filter((sent) => sent.to === 'c@example.com');
    expect(others).toEqual([]);
    const files = mail?.attachments ?? [];
    expect(files.map((file) => file.contentType)).toEqual(['application/pdf', 'application/pdf']);
    const [receiptFile, expenseFile] = files;
    const served = await call({ method: 'GET', url: `${receiptPath}&format=pdf` });
    // The attachment is the receipt the page serves, under the same name.
    expect(receiptFile?.filename).toBe(fileNameOf(served.headers['content-disposition']));
    expect(expenseFile?.filename).toMatch(/^note-de-frais-/);
    const receiptPdf = Buffer.from(String(receiptFile?.contentBase64), 'base64');
    const expensePdf = Buffer.from(String(expenseFile?.contentBase64), 'base64');
    expect(receiptPdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [receiptText = '', expenseText = '', servedText = ''] = await Promise.all(
      [receiptPdf, expensePdf, served.rawPayload].map((pdf) => pdfText(pdf)),
    );
    expect(receiptText).toBe(servedText);
    expect(receiptText).toContain('Bœuf bourguignon');
    const paid = /Payé ([\d ]+,\d\d €)/.exec(receiptText)?.[1];
    expect(paid).toBeDefined();
    expect(expenseText).toContain('Note de frais');
    expect(expenseText).toContain(`Payé ${paid}`);
    expect(expenseText).not.toContain('Bœuf bourguignon');
  });
});
