/**
 * How a payer's share of a table's tab is cut (issue 23 §3), in cents, pure. A tab's line is
 * "taken" by what was paid and by what payers now in Checkout have reserved: a share is cut
 * from what is left, so two phones can never pay the same cents.
 */

export const SPLIT_LIMITS = {
  /** Split equally among at most this many, or one line in at most this many shares. */
  maxParts: 20,
  /** A tip above the share itself is surely a typo. */
  maxTipRatio: 1,
  /** Lines one payment may name. */
  maxLines: 100,
} as const;

export const SPLIT_KINDS = ['all', 'equal', 'lines', 'amount'] as const;
export type SplitKind = (typeof SPLIT_KINDS)[number];

/** One line's part: `share` of `of` equal parts (a bottle for three: 1 of 3). */
export type LineShare = { lineId: string; share: number; of: number };

export type Split =
  | { kind: 'all' }
  | { kind: 'equal'; parts: number }
  | { kind: 'lines'; lines: LineShare[] }
  | { kind: 'amount'; amountCents: number };

export type TabLineState = {
  id: string;
  amountCents: number;
  /** Paid, and reserved by payers now in Checkout. */
  takenCents: number;
};

export type Allocation = { lineId: string; amountCents: number };

export const SPLIT_REFUSALS = {
  nothingLeft: 'nothing-left',
  lineUnknown: 'line-unknown',
  lineTaken: 'line-taken',
  amountTooHigh: 'amount-too-high',
} as const;
export type SplitRefusal = (typeof SPLIT_REFUSALS)[keyof typeof SPLIT_REFUSALS];

export type SplitResult =
  | { ok: true; amountCents: number; allocations: Allocation[] }
  | { ok: false; reason: SplitRefusal };

const availableOf = (line: TabLineState) => Math.max(0, line.amountCents - line.takenCents);

/** An amount spread over the lines in their order, each up to what is left of it. */
function fillInOrder(lines: readonly TabLineState[], amountCents: number): Allocation[] {
  const allocations: Allocation[] = [];
  let left = amountCents;
  for (const line of lines) {
    if (left === 0) break;
    const part = Math.min(availableOf(line), left);
    if (part > 0) allocations.push({ lineId: line.id, amountCents: part });
    left -= part;
  }
  return allocations;
}

/**
 * `share` of `of` parts of a line, from what is left of it; the last share takes the
 * remaining cents (1 000 in three: 333, 333, 334).
 */
export function lineShareCents(line: TabLineState, share: number, of: number): number {
  const available = availableOf(line);
  const part = Math.floor(line.amountCents / of);
  const wanted = part * share;
  return available - wanted < part ? available : wanted;
}

/** The equal share of a tab among `parts` payers: the last share takes the remaining cents. */
export function equalShareCents(totalCents: number, availableCents: number, parts: number) {
  const share = Math.floor(totalCents / parts);
  return availableCents - share < share || share === 0 ? availableCents : share;
}

export function allocate(lines: readonly TabLineState[], split: Split): SplitResult {
  const available = lines.reduce((sum, line) => sum + availableOf(line), 0);
  if (available === 0) return { ok: false, reason: SPLIT_REFUSALS.nothingLeft };
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const result = (allocations: Allocation[]): SplitResult => ({
    ok: true,
    amountCents: allocations.reduce((sum, part) => sum + part.amountCents, 0),
    allocations,
  });
  switch (split.kind) {
    case 'all':
      return result(fillInOrder(lines, available));
    case 'equal':
      return result(fillInOrder(lines, equalShareCents(total, available, split.parts)));
    case 'amount':
      if (split.amountCents > available) return { ok: false, reason: SPLIT_REFUSALS.amountTooHigh };
      return result(fillInOrder(lines, split.amountCents));
    case 'lines': {
      const byId = new Map(lines.map((line) => [line.id, line]));
      const allocations: Allocation[] = [];
      for (const wanted of split.lines) {
        const line = byId.get(wanted.lineId);
        if (!line) return { ok: false, reason: SPLIT_REFUSALS.lineUnknown };
        const cents = lineShareCents(line, wanted.share, wanted.of);
        if (cents <= 0) return { ok: false, reason: SPLIT_REFUSALS.lineTaken };
        allocations.push({ lineId: line.id, amountCents: cents });
      }
      return result(allocations);
    }
  }
}

/** What a tab shows: each line's paid part, the total, what was paid and what remains. */
export function tabTotals(lines: readonly { amountCents: number; paidCents: number }[]) {
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const paidCents = lines.reduce((sum, line) => sum + line.paidCents, 0);
  return { totalCents, paidCents, remainingCents: totalCents - paidCents };
}

/**
 * `amountCents` shared in proportion to `weights`, in whole cents that add up exactly (largest
 * remainders get the leftover cents): a partial refund spread over a payment's VAT rates.
 */
export function prorate(amountCents: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amountCents * weight) / total);
  const parts = exact.map(Math.floor);
  let left = amountCents - parts.reduce((sum, part) => sum + part, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}
