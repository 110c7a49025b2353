import {
  type ReceiptLabel,
  type ReceiptStrings,
  receiptLabel,
} from '../../../domain/i18n/diner/receipt-strings';
import type { Language } from '../../../domain/i18n/languages';
import { formatCents } from '../../../domain/menu/format-cents';
import { vatRateLabel } from '../../../domain/menu/vat';
import { quantityLabel } from '../../../domain/payments/split-rules';
import { formatReceiptDate, type Receipt } from '../../../domain/receipts/receipt-rules';
import { formatSiret } from '../../../domain/restaurant/legal';

/** "detail": every line; "expense": the note de frais, amounts and VAT without the detail. */
export type ReceiptVariant = 'detail' | 'expense';

export type ReceiptRenderOptions = {
  variant: ReceiptVariant;
  /** The diner's language: headings are French, then theirs ("Reçu · Receipt"). */
  language: Language;
};

/** A text in French and, when the reader has another language, in theirs. */
export type Text = ReceiptLabel;
const plain = (fr: string): Text => ({ fr, other: null });

export type ReceiptView = {
  language: Language;
  title: Text;
  restaurantName: string;
  /** Raison sociale, address, SIRET, VAT number (the 293 B mention is the VAT section's). */
  identity: { label: Text | null; value: Text }[];
  /** Date, table, payment method, journal number, payment reference. */
  facts: { label: Text; value: Text }[];
  items: {
    columns: [Text, Text, Text];
    rows: { name: Text; quantity: string; amount: string }[];
  };
  vat:
    | { title: Text; columns: [Text, Text, Text, Text]; rows: [Text, string, string, string][] }
    | { title: Text; exempt: Text };
  totals: { label: Text; note: Text | null; value: string; isStrong: boolean }[];
  /** The PDF link's words (the HTML page). */
  download: Text;
  /** The HTML page's two buttons: the receipt's PDF and the note de frais's ("Note de frais (PDF)"). */
  pdfButtons: { receipt: Text; expense: Text };
  thanks: Text;
};

/**
 * What a receipt shows, in order, labelled and formatted once for both renderers (HTML and
 * PDF): amounts the French way ("12,50 €"), the date in Europe/Paris.
 */
export function receiptView(receipt: Receipt, options: ReceiptRenderOptions): ReceiptView {
  const { language } = options;
  const label = (key: keyof ReceiptStrings) => receiptLabel(key, language);
  const { restaurant } = receipt;
  const identity: ReceiptView['identity'] = [];
  if (restaurant.legalName) identity.push({ label: null, value: plain(restaurant.legalName) });
  if (restaurant.address) identity.push({ label: null, value: plain(restaurant.address) });
  if (restaurant.siret) {
    identity.push({ label: label('siret'), value: plain(formatSiret(restaurant.siret)) });
  }
  if (restaurant.vatNumber) {
    identity.push({ label: label('vatNumber'), value: plain(restaurant.vatNumber) });
  }

  const facts: ReceiptView['facts'] = [
    { label: label('date'), value: plain(formatReceiptDate(receipt.issuedAt)) },
    {
      label: label('table'),
      value: receipt.table === null ? label('noTable') : plain(receipt.table),
    },
    { label: label('method'), value: plain(receipt.method) },
  ];
  if (receipt.journalSequence !== null) {
    const fingerprint = receipt.journalFingerprint ? ` · ${receipt.journalFingerprint}` : '';
    facts.push({
      label: label('journal'),
      value: plain(`${receipt.journalSequence}${fingerprint}`),
    });
  }
  facts.push({ label: label('payment'), value: plain(receipt.paymentId) });

  const rows =
    options.variant === 'expense'
      ? [{ name: label('meal'), quantity: '', amount: formatCents(receipt.totalCents) }]
      : receipt.lines.map((line) => ({
          name: {
            fr: line.name,
            other:
              language !== 'fr' && line.dinerName && line.dinerName !== line.name
                ? line.dinerName
                : null,
          },
          quantity: quantityLabel(line.quantity, line.part),
          amount: formatCents(line.amountCents),
        }));

  const vatRows = receipt.vat.map(
    (rate) =>
      [
        plain(vatRateLabel(rate.rateBp)),
        formatCents(rate.baseCents),
        formatCents(rate.vatCents),
        formatCents(rate.totalCents),
      ] satisfies [Text, string, string, string],
  );
  if (receipt.vat.length > 1) {
    const sum = (pick: (rate: Receipt['vat'][number]) => number) =>
      formatCents(receipt.vat.reduce((total, rate) => total + pick(rate), 0));
    vatRows.push([
      plain('Total'),
      sum((rate) => rate.baseCents),
      sum((rate) => rate.vatCents),
      sum((rate) => rate.totalCents),
    ]);
  }

  const totals: ReceiptView['totals'] = [
    { label: label('total'), note: null, value: formatCents(receipt.totalCents), isStrong: true },
  ];
  if (receipt.tipCents > 0) {
    totals.push({
      label: label('tip'),
      note: label('tipNote'),
      value: formatCents(receipt.tipCents),
      isStrong: false,
    });
  }
  totals.push({
    label: label('paid'),
    note: null,
    value: formatCents(receipt.paidCents),
    isStrong: true,
  });

  return {
    language,
    title: label(options.variant === 'expense' ? 'expenseNote' : 'receipt'),
    restaurantName: restaurant.name,
    identity,
    facts,
    items: { columns: [label('item'), label('quantity'), label('amount')], rows },
    vat: restaurant.isVatExempt
      ? { title: label('vatByRate'), exempt: label('vatExempt') }
      : {
          title: label('vatByRate'),
          columns: [label('rate'), label('base'), label('vat'), label('inclusive')],
          rows: vatRows,
        },
    totals,
    download: label('download'),
    pdfButtons: { receipt: withPdf(label('receipt')), expense: withPdf(label('expenseNote')) },
    thanks: label('thanks'),
  };
}

const withPdf = (text: Text): Text => ({
  fr: `${text.fr} (PDF)`,
  other: text.other === null ? null : `${text.other} (PDF)`,
});

/** "Reçu · Receipt": a text on one line. */
export const joinText = (text: Text) =>
  text.other === null ? text.fr : `${text.fr} · ${text.other}`;
