import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../domain/i18n/languages';
import { formatCents } from '../../../domain/menu/format-cents';
import { buildReceipt, type Receipt } from '../../../domain/receipts/receipt-rules';
import { pdfText } from '../../testing/pdf-text';
import { wordsOf } from './pdf-scripts';
import { receiptFileName } from './receipt-file-name';
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
    ]) {
      expect(html).toContain(text);
    }
    // No script, no external asset: the page stands alone and prints.
    expect(html).not.toMatch(/<script|<link|src=|@import|url\(/);
  });

  it('offers the receipt and the note de frais as two download buttons (issue 41 §3)', async () => {
    const html = await render(sampleReceipt('en'));
    expect(html).toContain(
      '<a class="button" href="/r?format=pdf&amp;variant=detail" download="">Reçu (PDF) · <span lang="en">Receipt (PDF)</span></a>',
    );
    expect(html).toContain(
      '<a class="button secondary" href="/r?format=pdf&amp;variant=expense" download="">Note de frais (PDF) · <span lang="en">Expense receipt (PDF)</span></a>',
    );
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

  it('gives the expense note without the detail', async () => {
    const pdf = await renderReceiptPdf(sampleReceipt('es'), { variant: 'expense', language: 'es' });
    const text = await pdfText(pdf);
    expect(text).toContain('Note de frais · Nota de gastos');
    expect(text).toContain('20 % 1 028,89 € 205,78 € 1 234,67 €');
    expect(text).not.toContain('Ratatouille');
  });

  it('prints dish names in every script: Arabic, Hebrew, Chinese, emoji (issue 41 §3)', async () => {
    const lines = [
      { name: 'Houmous حمص', dinerName: 'حمص بالطحينة', quantity: 1, amountCents: 850 },
      { name: 'Chakchouka', dinerName: 'שקשוקה חריפה', quantity: 1, amountCents: 1200 },
      { name: 'Poulet Kung Pao', dinerName: '宫保鸡丁', quantity: 2, amountCents: 2900 },
      { name: 'Pizza 🍕 du chef', quantity: 1, amountCents: 1300 },
    ];
    const receipt = buildReceipt({
      restaurant,
      issuedAt: '2026-12-01T19:45:00.000Z',
      table: '4',
      lines: lines.map((line) => ({ ...line, vatRateBp: 1000 })),
      tipCents: 0,
      method: 'Carte bancaire',
      journalSequence: 7,
      paymentId: 'pay_7',
      language: 'zh',
    });
    const pdf = await renderReceiptPdf(receipt, { variant: 'detail', language: 'zh' });
    const text = await pdfText(pdf);
    // Headings in French and Chinese; each name in its script, in reading order.
    expect(text).toContain('Reçu · 收据');
    for (const name of ['حمص بالطحينة', 'Houmous', 'حمص', 'שקשוקה חריפה', '宫保鸡丁', '🍕']) {
      expect(text).toContain(name);
    }
    const [rate] = receipt.vat;
    expect(receipt.vat).toHaveLength(1);
    expect(text).toContain(
      `10 % ${[rate?.baseCents, rate?.vatCents, receipt.totalCents].map((cents) => formatCents(cents ?? 0)).join(' ')}`.replace(
        /[\u00a0\u202f]/g,
        ' ',
      ),
    );
    expect(text).not.toContain('?');
    // Embedded fonts, each a subset; the receipt stays small.
    const fonts = await pdfFonts(pdf);
    expect(fonts.map((font) => font.name).sort()).toEqual([
      'NotoEmoji-Regular',
      'NotoNaskhArabic',
      'NotoSans-Bold',
      'NotoSans-Regular',
      'NotoSansHans-Bold',
      'NotoSansHans-Regular',
      'NotoSansHebrew',
    ]);
    expect(fonts.every((font) => font.isEmbedded && font.isSubset)).toBe(true);
    expect(pdf.length).toBeLessThan(150_000);
  });

  it('embeds only Noto Sans, subset, for a receipt in Latin letters: a few KB', async () => {
    const pdf = await renderReceiptPdf(sampleReceipt('fr'), { variant: 'detail', language: 'fr' });
    const fonts = await pdfFonts(pdf);
    expect(fonts.map((font) => font.name).sort()).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    expect(pdf.length).toBeLessThan(30_000);
  });
});

/** The fonts pdffonts lists: name (without the subset's tag), embedded, subset. */
async function pdfFonts(pdf: Buffer) {
  const directory = await mkdtemp(path.join(tmpdir(), 'pdf-fonts-'));
  try {
    const file = path.join(directory, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdffonts', [file]);
    return stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const [name = '', ...rest] = line.trim().split(/\s+/);
        const [isEmbedded, isSubset] = rest.slice(-5, -3).map((flag) => flag === 'yes');
        return { name: name.replace(/^[A-Z]{6}\+/, ''), isEmbedded, isSubset };
      });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

describe('wordsOf', () => {
  it('cuts a line at spaces and where the script changes, Chinese between characters', () => {
    expect(wordsOf('Pizza🍕 حمص بالطحينة 宫保')).toEqual([
      { text: 'Pizza', script: 'latin', spaceBefore: false },
      { text: '🍕', script: 'emoji', spaceBefore: false },
      { text: 'حمص', script: 'arabic', spaceBefore: true },
      { text: 'بالطحينة', script: 'arabic', spaceBefore: true },
      { text: '宫', script: 'cjk', spaceBefore: true },
      { text: '保', script: 'cjk', spaceBefore: false },
    ]);
    // A family emoji (joiners) and a skin tone stay one word.
    expect(wordsOf('👨‍👩‍👧 👍🏽').map((word) => word.text)).toEqual(['👨‍👩‍👧', '👍🏽']);
  });
});

describe('receiptFileName', () => {
  it('names the receipt and the note de frais apart', () => {
    const receipt = sampleReceipt('fr');
    expect(receiptFileName(receipt, 'detail')).toBe('recu-le-comptoir-fils-42.pdf');
    expect(receiptFileName(receipt, 'expense')).toBe('note-de-frais-le-comptoir-fils-42.pdf');
    const unnumbered = {
      ...receipt,
      journalSequence: null,
      restaurant: { ...restaurant, name: 'Œuf & Crêpes 宫' },
    };
    expect(receiptFileName(unnumbered, 'detail')).toBe('recu-oeuf-crepes-pay-123.pdf');
  });
});
