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

/**
 * An equal split in course (issue 41 §1): `parts` people share what remained when the first of
 * them paid, and `taken` of them have paid or are in Checkout.
 */
export type EqualRound = { parts: number; taken: number };

/**
 * The round an equal payer joins, from the tab's holding payments (paid or in Checkout) in the
 * order they were made: each gives the `parts` it was split among, null for any other split.
 * Payers saying the same N continue the round until N have paid; another N, or a full round,
 * starts a new one. Other splits between them do not end it (they only shrink what remains).
 * null: no round in course.
 */
export function equalRoundOf(holdingParts: readonly (number | null)[]): EqualRound | null {
  let round: EqualRound | null = null;
  for (const parts of holdingParts) {
    if (parts === null) continue;
    round =
      round && round.parts === parts && round.taken < parts
        ? { parts, taken: round.taken + 1 }
        : { parts, taken: 1 };
  }
  return round && round.taken < round.parts ? round : null;
}

/**
 * One equal share of what remains (`availableCents`) among the `parts − taken` people of the
 * round still to pay: ⌊available ÷ left⌋, at least a cent; the last of them pays the exact rest.
 * Successive shares of one round thus differ by at most one cent.
 */
export function equalShareCents(availableCents: number, parts: number, taken = 0): number {
  const left = parts - taken;
  if (left <= 1) return availableCents;
  return Math.min(availableCents, Math.max(1, Math.floor(availableCents / left)));
}

/** How many of an equal round of `parts` have already paid, for the next payer saying `parts`. */
const takenIn = (round: EqualRound | null | undefined, parts: number) =>
  round && round.parts === parts ? round.taken : 0;

/**
 * A payer's share of the tab's lines. `round`: the equal split in course (`equalRoundOf`), which
 * an equal payer saying the same number of people joins.
 */
export function allocate(
  lines: readonly TabLineState[],
  split: Split,
  round: EqualRound | null = null,
): SplitResult {
  const available = lines.reduce((sum, line) => sum + availableOf(line), 0);
  if (available === 0) return { ok: false, reason: SPLIT_REFUSALS.nothingLeft };
  const result = (allocations: Allocation[]): SplitResult => ({
    ok: true,
    amountCents: allocations.reduce((sum, part) => sum + part.amountCents, 0),
    allocations,
  });
  switch (split.kind) {
    case 'all':
      return result(fillInOrder(lines, available));
    case 'equal':
      return result(
        fillInOrder(lines, equalShareCents(available, split.parts, takenIn(round, split.parts))),
      );
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
  // No destructuring: the diner's tab script bundles this file, and esbuild cannot lower it
  // for Safari 14.
  for (const item of order) {
    if (left === 0) break;
    parts[item.index] = (parts[item.index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** What part of a line a payer paid: `share` of `of` (a dessert shared by two: 1 of 2). */
export type LinePart = { share: number; of: number };

/**
 * The simplest part (`of` up to `SPLIT_LIMITS.maxParts`) a payment of `paidCents` is of a
 * line of `lineCents`, exactly as `lineShareCents` cuts it (shares of ⌊line ÷ of⌋, the last
 * taking the remaining cents); null when it is no such part (an amount spread over the
 * lines) or the whole line.
 */
export function linePartOf(paidCents: number, lineCents: number): LinePart | null {
  if (paidCents <= 0 || paidCents >= lineCents) return null;
  for (let of = 2; of <= SPLIT_LIMITS.maxParts; of += 1) {
    const part = Math.floor(lineCents / of);
    for (let share = 1; share < of; share += 1) {
      if (paidCents === part * share || paidCents === lineCents - part * (of - share)) {
        return { share, of };
      }
    }
  }
  return null;
}

const VULGAR_FRACTIONS: Readonly<Record<string, string>> = {
  '1/2': '½',
  '1/3': '⅓',
  '2/3': '⅔',
  '1/4': '¼',
  '3/4': '¾',
  '1/5': '⅕',
  '2/5': '⅖',
  '3/5': '⅗',
  '4/5': '⅘',
  '1/6': '⅙',
  '5/6': '⅚',
  '1/8': '⅛',
  '3/8': '⅜',
  '5/8': '⅝',
  '7/8': '⅞',
};

/**
 * A line's quantity as a receipt prints it: "2", or the payer's part of it, "½" (half of a
 * shared dessert), "2/7", "½ × 2" (half of two).
 */
export function quantityLabel(quantity: number, part?: LinePart | null): string {
  if (!part) return String(quantity);
  const key = `${part.share}/${part.of}`;
  const fraction = VULGAR_FRACTIONS[key] ?? key;
  return quantity === 1 ? fraction : `${fraction} × ${quantity}`;
}
