import { describe, expect, it } from 'vitest';
import type { Language } from '../../../domain/i18n/languages';
import { buildReceipt, type Receipt } from '../../../domain/receipts/receipt-rules';
import { printable } from '../../../domain/text/win-ansi';
import { pdfText } from '../../testing/pdf-text';
import { renderReceiptHtml } from './receipt-html';
import { renderReceiptPdf } from './receipt-pdf';
import type { ReceiptVariant } from './receipt-view';

// Issue 23 §4: the receipt page and its PDF. The PDF's text is read back with pdftotext
// (Debian's poppler-utils, installed by .ci/run), as a diner's mail client or an accountant
// would copy it.
const restaurant = {
  name: 'Le Comptoir & Fils',
  legalName: 'SARL Le Comptoir',
  address: '12 rue Oberkampf, 75011 Paris',
  siret: '30326504500011',
  vatNumber: 'FR40303265045',
  isVatExempt: false,
};

function sampleReceipt(language: Language, changes: Partial<Receipt> = {}): Receipt {
  return buildReceipt({
    restaurant: changes.restaurant ?? restaurant,
    issuedAt: '2026-12-01T19:45:00.000Z',
    table: '4',
    lines: [
      { name: 'Ratatouille', quantity: 2, amountCents: 2800, vatRateBp: 1000 },
      {
        name: 'Côtes-du-Rhône — Bouteille 75 cl',
        dinerName: 'Côtes-du-Rhône — Bottle 75 cl',
        quantity: 1,
        amountCents: 123_467,
        vatRateBp: 2000,
      },
      { name: '<script>alert(1)</script>', quantity: 1, amountCents: 900, vatRateBp: 550 },
    ],
    tipCents: 250,
    method: 'Carte bancaire',
    journalSequence: 42,
    paymentId: 'pay_123',
    language,
  });
}

const render = (receipt: Receipt, variant: ReceiptVariant = 'detail') =>
  renderReceiptHtml(receipt, { variant, language: receipt.language, pdfUrl: '/r?format=pdf' });

describe('renderReceiptHtml', () => {
  it('is a complete page with every mention, bilingual for an English reader', async () => {
    const html = await render(sampleReceipt('en'));
    expect(html.startsWith('<!doctype html><html lang="fr">')).toBe(true);
    for (const text of [
      'Reçu · <span lang="en">Receipt</span>',
      'Le Comptoir &amp; Fils',
      'SARL Le Comptoir',
      '12 rue Oberkampf, 75011 Paris',
      '303 265 045 00011',
      'FR40303265045',
      '01/12/2026 20:45',
      'Carte bancaire',
      'N° de journal · <span lang="en">Journal no.</span>',
      '>42<',
      'pay_123',
      'Côtes-du-Rhône — Bottle 75 cl',
      'TVA par taux',
      '25,45\u00a0€',
      '205,78\u00a0€',
      'Pourboire',
      '2,50\u00a0€',
      '1\u202f274,17\u00a0€',
      'href="/r?format=pdf"',
    ]) {
      expect(html).toContain(text);
    }
    // No script, no external asset: the page stands alone and prints.
    expect(html).not.toMatch(/<script|<link|src=|@import|url\(/);
  });

  it('escapes what owners typed: a dish named <script> is text', async () => {
    const html = await render(sampleReceipt('fr'));
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('is French alone for a French reader', async () => {
    const html = await render(sampleReceipt('fr'));
    expect(html).toContain('<h1>Reçu</h1>');
    expect(html).not.toContain(' · ');
  });

  it('gives the expense note: amounts and VAT, no detail', async () => {
    const html = await render(sampleReceipt('it'), 'expense');
    expect(html).toContain('Note de frais · <span lang="it">Nota spese</span>');
    expect(html).toContain('Repas<span class="diner" lang="it">Pasto</span>');
    expect(html).toContain('1\u202f028,89\u00a0€');
    expect(html).not.toContain('Ratatouille');
  });

  it('says "TVA non applicable, art. 293 B du CGI" for an exempt restaurant, and no VAT', async () => {
    const exempt = { ...restaurant, vatNumber: null, isVatExempt: true };
    const html = await render(sampleReceipt('fr', { restaurant: exempt }));
    expect(html).toContain('TVA non applicable, art. 293 B du CGI');
    expect(html).not.toContain('HT');
  });
});

describe('renderReceiptPdf', () => {
  it('shows the VAT lines, the SIRET, the total and the journal number (pdftotext)', async () => {
    const receipt = sampleReceipt('en');
    const pdf = await renderReceiptPdf(receipt, { variant: 'detail', language: 'en' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Reçu · Receipt');
    expect(text).toContain('SIRET : 303 265 045 00011');
    expect(text).toContain('FR40303265045');
    expect(text).toContain('5,5 % 8,53 € 0,47 € 9,00 €');
    expect(text).toContain('10 % 25,45 € 2,55 € 28,00 €');
    expect(text).toContain('20 % 1 028,89 € 205,78 € 1 234,67 €');
    expect(text).toContain('Total TTC · Total incl. VAT 1 271,67 €');
    expect(text).toContain('Payé · Paid 1 274,17 €');
    expect(text).toContain('N° de journal · Journal no. 42');
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).toContain('01/12/2026 20:45');
  });

  it('is French only for a Chinese reader (no CJK font in the PDF)', async () => {
    const pdf = await renderReceiptPdf(sampleReceipt('zh'), { variant: 'detail', language: 'zh' });
    const text = await pdfText(pdf);
    expect(text).toContain('Reçu');
    expect(text).not.toContain('收据');
    expect(text).toContain('10 % 25,45 € 2,55 € 28,00 €');
  });

  it('gives the expense note without the detail', async () => {
    const pdf = await renderReceiptPdf(sampleReceipt('es'), { variant: 'expense', language: 'es' });
    const text = await pdfText(pdf);
    expect(text).toContain('Note de frais · Nota de gastos');
    expect(text).toContain('20 % 1 028,89 € 205,78 € 1 234,67 €');
    expect(text).not.toContain('Ratatouille');
  });

  it('draws what Helvetica can: accents kept or dropped, never a broken glyph', () => {
    expect(printable('Œuf cocotte, crème brûlée – 1\u202f234,50\u00a0€')).toBe(
      'Œuf cocotte, crème brûlée – 1\u00a0234,50\u00a0€',
    );
    expect(printable('Çiğ köfte 鱼')).toBe('Çig köfte ?');
  });
});
