import type { Language } from '../i18n/languages';
import { type LinePart, prorate } from '../payments/split-rules';
import { formatAddress } from '../restaurant/address';
import { PARIS_TIME_ZONE } from '../time/zoned-time';

/**
 * Receipts of table payments (issue 23 §4, docs/receipts-and-vat.md): what one payment bought,
 * its VAT per rate, and the restaurant's legal identity. Pure (no zod, no I/O): the payments
 * feature builds a receipt, src/server/payments/receipts renders it as HTML or PDF.
 */

/** One rate of a VAT breakdown: TTC total of the lines at that rate, its base (HT) and tax. */
export type VatBreakdownLine = {
  rateBp: number;
  totalCents: number;
  baseCents: number;
  vatCents: number;
};

/** `numerator / denominator` rounded half away from zero, in integers (no float drift). */
function roundedDivision(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1;
  return sign * Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
}

/** The base (HT) inside a TTC amount at a rate: round(ttc × 10000 / (10000 + rate)). */
export function baseOfTtc(ttcCents: number, rateBp: number): number {
  return roundedDivision(ttcCents * 10_000, 10_000 + rateBp);
}

/**
 * VAT per rate, by increasing rate. Computed once per rate on the rate's TTC total (not line by
 * line, which would add up rounding errors): base = round(ttc × 10000 / (10000 + rate)),
 * VAT = ttc − base, so base + VAT is exactly what the diner paid. Rates whose lines add up to
 * nothing are left out.
 */
export function vatBreakdown(
  lines: readonly { amountCents: number; vatRateBp: number }[],
): VatBreakdownLine[] {
  const totals = new Map<number, number>();
  for (const line of lines) {
    totals.set(line.vatRateBp, (totals.get(line.vatRateBp) ?? 0) + line.amountCents);
  }
  return [...totals]
    .filter(([, totalCents]) => totalCents !== 0)
    .sort(([a], [b]) => a - b)
    .map(([rateBp, totalCents]) => {
      const baseCents = baseOfTtc(totalCents, rateBp);
      return { rateBp, totalCents, baseCents, vatCents: totalCents - baseCents };
    });
}

/**
 * An amount spread over the VAT rates of the lines it pays for, in proportion to each rate's
 * TTC total (largest remainders take the leftover cents, so the parts add up exactly): the
 * receipt of an equal share or of a custom amount ("Je paie 30 €") still states its VAT.
 */
export function prorateByVatRate(
  amountCents: number,
  lines: readonly { amountCents: number; vatRateBp: number }[],
): { amountCents: number; vatRateBp: number }[] {
  const rates = vatBreakdown(lines).filter((rate) => rate.totalCents > 0);
  const parts = prorate(
    amountCents,
    rates.map((rate) => rate.totalCents),
  );
  return rates
    .map((rate, index) => ({ vatRateBp: rate.rateBp, amountCents: parts[index] ?? 0 }))
    .filter((part) => part.amountCents !== 0);
}

/** Who issues the receipt: the restaurant's trade name and its company's legal identity. */
export type ReceiptRestaurant = {
  /** The name diners know ("Le Comptoir"). */
  name: string;
  /** Raison sociale ("SARL Le Comptoir"); null when the owner has not given it. */
  legalName: string | null;
  /** "12 rue Oberkampf, 75011 Paris": the registered office, else the restaurant's address. */
  address: string | null;
  siret: string | null;
  vatNumber: string | null;
  /** Franchise en base: no VAT is charged, the receipt says "TVA non applicable, art. 293 B du CGI". */
  isVatExempt: boolean;
};

export type ReceiptLine = {
  /** The French name of the order line ("Côtes-du-Rhône — Verre 12 cl"). */
  name: string;
  /** The name the diner read, when they read another language. */
  dinerName?: string | undefined;
  quantity: number;
  /** The payer's part of a shared line ("½" of a dessert for two); absent: the whole line. */
  part?: LinePart | undefined;
  /** TTC, what this payment pays of the line (a shared bottle: the payer's share). */
  amountCents: number;
  vatRateBp: number;
};

export type Receipt = {
  restaurant: ReceiptRestaurant;
  /** The payment's instant (ISO 8601); shown in Europe/Paris. */
  issuedAt: string;
  /** The table's name; null: take-away or no table. */
  table: string | null;
  lines: ReceiptLine[];
  /** Per rate, on the lines; empty when the restaurant is exempt. */
  vat: VatBreakdownLine[];
  /** TTC of the lines: what the meal costs this payer, tip excluded. */
  totalCents: number;
  /** Freely given, passed to the staff: outside VAT (docs/receipts-and-vat.md). */
  tipCents: number;
  /** What was charged: total + tip. */
  paidCents: number;
  /** "Carte bancaire", "Espèces"… as the payments feature names it, in French. */
  method: string;
  /** The payment's entry in the payments journal ("N° de journal"); null before it has one. */
  journalSequence: number | null;
  /**
   * The start of that entry's signature (16 hex digits, issue 41 §5): a receipt kept by the
   * diner proves the entry existed, as signed, even if it were deleted from the database.
   */
  journalFingerprint?: string | null;
  /** The payment's reference. */
  paymentId: string;
  /** The diner's language: the receipt is in French and, when another, in that language. */
  language: Language;
};

/** A receipt from its lines: the VAT, the total and the amount paid are computed, never given. */
export function buildReceipt(input: Omit<Receipt, 'vat' | 'totalCents' | 'paidCents'>): Receipt {
  const totalCents = input.lines.reduce((sum, line) => sum + line.amountCents, 0);
  return {
    ...input,
    vat: input.restaurant.isVatExempt ? [] : vatBreakdown(input.lines),
    totalCents,
    paidCents: totalCents + input.tipCents,
  };
}

/** The "note de frais": amounts and VAT per rate, without what was eaten. */
export type ExpenseNote = Omit<Receipt, 'lines'>;

export function toExpenseNote({ lines: _detail, ...receipt }: Receipt): ExpenseNote {
  return receipt;
}

/** The restaurant's identity on a receipt, from its name and its profile's legal fields. */
export function receiptRestaurantOf(
  name: string,
  profile: {
    legalName: string | null;
    siret: string | null;
    vatNumber: string | null;
    isVatExempt: boolean;
    streetAddress: string | null;
    postalCode: string | null;
    city: string | null;
    legalStreetAddress: string | null;
    legalPostalCode: string | null;
    legalCity: string | null;
  },
): ReceiptRestaurant {
  const hasLegalAddress = Boolean(
    profile.legalStreetAddress || profile.legalPostalCode || profile.legalCity,
  );
  const address = hasLegalAddress
    ? formatAddress({
        streetAddress: profile.legalStreetAddress,
        postalCode: profile.legalPostalCode,
        city: profile.legalCity,
      })
    : formatAddress(profile);
  return {
    name,
    legalName: profile.legalName,
    address,
    siret: profile.siret,
    vatNumber: profile.vatNumber,
    isVatExempt: profile.isVatExempt,
  };
}

const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: PARIS_TIME_ZONE,
});

/** "01/12/2026 20:45", in Europe/Paris: readable in every language of the receipt. */
export const formatReceiptDate = (iso: string) => parisDateTime.format(new Date(iso));
