import type { Receipt } from '../../../domain/receipts/receipt-rules';
import type { ReceiptVariant } from './receipt-view';

/** "Le Comptoir & Fils" → "le-comptoir-fils": ASCII letters and digits, for a file name. */
function slug(text: string): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return ascii || 'restaurant';
}

/**
 * The PDF's file name (Content-Disposition, mail attachment): the receipt and the note de
 * frais apart, so both can sit in one folder or one expense claim —
 * `recu-le-comptoir-42.pdf`, `note-de-frais-le-comptoir-42.pdf` (42: the journal number, or
 * the payment's reference when the receipt has none).
 */
export function receiptFileName(receipt: Receipt, variant: ReceiptVariant): string {
  const kind = variant === 'expense' ? 'note-de-frais' : 'recu';
  const number =
    receipt.journalSequence === null
      ? slug(receipt.paymentId.slice(0, 8))
      : receipt.journalSequence;
  return `${kind}-${slug(receipt.restaurant.name)}-${number}.pdf`;
}
