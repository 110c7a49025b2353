import type { Kysely } from 'kysely';
import type { Language } from '../../domain/i18n/languages';
import { PAYMENT_METHOD_LABELS } from '../../domain/journal/journal-messages';
import { formatCents } from '../../domain/menu/format-cents';
import { PAYMENT_PAGE_STRINGS } from '../../domain/payments/payment-page-strings';
import { linePartOf } from '../../domain/payments/split-rules';
import { buildReceipt, type Receipt } from '../../domain/receipts/receipt-rules';
import type { Database } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { loadReceiptRestaurant } from '../owner-state/receipt-restaurant';
import type { PaymentRecord, TabRecord } from './payment-repository';
import { paymentRepository as payments } from './payment-repository';
import { vatRatesOf } from './payment-vat';
import { receiptFileName } from './receipts/receipt-file-name';
import { renderReceiptHtml } from './receipts/receipt-html';
import { renderReceiptPdf } from './receipts/receipt-pdf';
import { loadTabLines } from './tab-view';

/**
 * The receipt of a payment that succeeded, as issued at that moment (issue 23 §4): what this
 * payer paid of each line (a shared bottle: their share), in French and in their language.
 * Built inside the payment's transaction and stored with it.
 */
export async function issueReceipt(
  trx: Kysely<Database>,
  input: {
    payment: PaymentRecord;
    tab: TabRecord;
    journalSequence: number;
    /** The journal entry's signature: its start is printed (issue 41 §5). */
    journalSignature?: string;
    at: string;
  },
): Promise<Receipt | null> {
  const { payment, tab } = input;
  const language = payment.language as Language;
  const [restaurant, allocations, french, translated] = await Promise.all([
    loadReceiptRestaurant(trx, payment.ownerId),
    payments.listAllocations(trx, payment.id),
    loadTabLines(trx, tab, 'fr'),
    language === 'fr' ? Promise.resolve(null) : loadTabLines(trx, tab, language),
  ]);
  if (!restaurant) return null;
  const lineById = new Map(french.map((line) => [line.id, line]));
  const dinerName = new Map(translated?.map((line) => [line.id, line.name]));
  const { rates } = await vatRatesOf(trx, tab.id);
  const receipt = buildReceipt({
    restaurant,
    issuedAt: input.at,
    table: tab.table,
    lines: allocations.flatMap((allocation) => {
      const line = lineById.get(allocation.lineId);
      if (!line) return [];
      const part = linePartOf(allocation.amountCents, line.amountCents);
      return [
        {
          name: line.name,
          dinerName: dinerName.get(line.id),
          quantity: line.quantity,
          ...(part && { part }),
          amountCents: allocation.amountCents,
          // Checked before the payment started (requireVatRates): never a guessed rate.
          vatRateBp: rates.get(line.id) as number,
        },
      ];
    }),
    tipCents: payment.tipCents,
    method: PAYMENT_METHOD_LABELS.card,
    journalSequence: input.journalSequence,
    journalFingerprint: input.journalSignature?.slice(0, 16) ?? null,
    paymentId: payment.id,
    language,
  });
  await payments.saveReceipt(trx, payment.id, receipt);
  return receipt;
}

/**
 * The receipt by e-mail, when the payer gave an address, with its two PDFs attached (the
 * receipt and the note de frais); the address is then forgotten.
 */
export async function mailReceipt(input: {
  database: Kysely<Database>;
  mailer: Mailer;
  payment: PaymentRecord;
  receipt: Receipt;
  receiptUrl: string;
}) {
  const { payment, receipt } = input;
  if (!payment.email) return;
  const t = PAYMENT_PAGE_STRINGS[receipt.language];
  // Both PDFs go with the mail, under their own names: the receipt and the note de frais.
  const attachments = await Promise.all(
    (['detail', 'expense'] as const).map(async (variant) => ({
      filename: receiptFileName(receipt, variant),
      contentType: 'application/pdf',
      content: await renderReceiptPdf(receipt, { variant, language: receipt.language }),
    })),
  );
  await input.mailer.send({
    to: payment.email,
    subject: t.mailSubject(receipt.restaurant.name),
    text: [
      t.succeeded,
      t.paid(formatCents(receipt.paidCents)),
      `${t.receipt} : ${input.receiptUrl}`,
    ].join('\n'),
    html: await renderReceiptHtml(receipt, {
      variant: 'detail',
      language: receipt.language,
      pdfUrl: `${input.receiptUrl}&format=pdf`,
    }),
    attachments,
  });
  await payments.forgetEmail(input.database, payment.id);
}
