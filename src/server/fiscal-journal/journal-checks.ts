import { CLOSURE_KINDS } from '../../domain/journal/journal-rules';
import { canonicalJson } from './canonical-json';
import type { ClosureRow, EntryRow } from './journal-repository';
import { parseClosureTotals } from './journal-rows';
import {
  closureGenesis,
  closureSigningParts,
  entryGenesis,
  entrySigningParts,
  type Signer,
} from './journal-signing';
import { type PeriodTotals, periodPart, sumTotals } from './journal-totals';

/**
 * The checks `npm run journal:verify` runs, on the database and on archives alike: each names
 * the first thing that does not hold ("entry 17: signature does not match", "entry 18
 * missing", "entry 4: out of order (signed as entry 5)", "day closure 2026-12-01: …").
 */

/** How far around its place an entry's signature is looked for, to tell a move from an edit. */
const REORDER_SEARCH = 100;

export type ChainPoint = { sequence: number; previousSignature: string };

export const chainStart = (ownerId: string): ChainPoint => ({
  sequence: 1,
  previousSignature: entryGenesis(ownerId),
});

/** Checks entries one by one, in sequence order, from `start`. */
export function createEntryWalker(signer: Signer, start: ChainPoint) {
  let { sequence: expected, previousSignature: previous } = start;

  function signedAs(row: EntryRow): number | null {
    for (let distance = 1; distance <= REORDER_SEARCH; distance += 1) {
      for (const sequence of [row.sequence - distance, row.sequence + distance]) {
        if (sequence < 1) continue;
        if (signer.isValid(entrySigningParts({ ...row, sequence }), row.signature)) return sequence;
      }
    }
    return null;
  }

  return {
    /** The problem with `row`, or null (then the walk moves past it). */
    check(row: EntryRow): string | null {
      if (row.sequence > expected) {
        return row.sequence === expected + 1
          ? `entry ${expected} missing`
          : `entries ${expected} to ${row.sequence - 1} missing`;
      }
      if (row.sequence < expected) return `entry ${row.sequence} appears twice`;
      if (!signer.isValid(entrySigningParts(row), row.signature)) {
        const moved = signedAs(row);
        if (moved !== null) return `entry ${row.sequence}: out of order (signed as entry ${moved})`;
        return `entry ${row.sequence}: signature does not match`;
      }
      if (row.previous_signature !== previous) {
        return `entry ${row.sequence}: not chained to ${expected === 1 ? 'the start of the journal' : `entry ${expected - 1}`}`;
      }
      expected += 1;
      previous = row.signature;
      return null;
    },
    /** Where the walk stands: the next sequence expected and the signature it must chain to. */
    position: (): ChainPoint => ({ sequence: expected, previousSignature: previous }),
  };
}

const sameTotals = (a: PeriodTotals, b: PeriodTotals) => canonicalJson(a) === canonicalJson(b);

const closureName = (closure: ClosureRow) => `${closure.kind} closure ${closure.period}`;

/**
 * Checks one kind's closures (sorted by sequence): signatures, chain, consecutive coverage of
 * the entries, grand totals carried on, and totals equal to what they cover: `dayTotals` adds
 * up a day's entries (undefined when they are not at hand), `children` are the closures one
 * kind below.
 */
export function checkClosures(options: {
  signer: Signer;
  ownerId: string;
  closures: readonly ClosureRow[];
  /** True when this kind's chain starts in `closures` (the database; not a mid-year archive). */
  isWholeChain: boolean;
  dayTotals: (closure: ClosureRow) => PeriodTotals | undefined;
  children: readonly ClosureRow[];
}): string | null {
  const { signer, ownerId, closures } = options;
  let previous: ClosureRow | undefined;
  for (const closure of closures) {
    const name = closureName(closure);
    if (!signer.isValid(closureSigningParts(closure), closure.signature)) {
      return `${name}: signature does not match`;
    }
    const expectedSequence = previous ? previous.sequence + 1 : options.isWholeChain ? 1 : null;
    if (expectedSequence !== null && closure.sequence !== expectedSequence) {
      return `${closure.kind} closure ${expectedSequence} missing (next is ${closure.period})`;
    }
    const expectedLink = previous
      ? previous.signature
      : options.isWholeChain
        ? closureGenesis(ownerId, closure.kind)
        : null;
    if (expectedLink !== null && closure.previous_signature !== expectedLink) {
      return `${name}: not chained to the previous ${closure.kind} closure`;
    }
    const expectedFirst = previous ? previous.last_sequence + 1 : options.isWholeChain ? 1 : null;
    if (expectedFirst !== null && closure.first_sequence !== expectedFirst) {
      return `${name}: starts at entry ${closure.first_sequence}, expected ${expectedFirst}`;
    }
    if (closure.entry_count !== closure.last_sequence - closure.first_sequence + 1) {
      return `${name}: counts ${closure.entry_count} entries for ${closure.first_sequence} to ${closure.last_sequence}`;
    }
    const totals = parseClosureTotals(closure.totals);
    if (previous) {
      const before = parseClosureTotals(previous.totals);
      if (totals.grandTotalCents !== before.grandTotalCents + totals.totalCents) {
        return `${name}: the grand total does not follow the previous closure`;
      }
    }
    const covered = coveredTotals(closure, options);
    if (covered && !sameTotals(covered, periodPart(totals))) {
      return `${name}: totals do not match entries ${closure.first_sequence} to ${closure.last_sequence}`;
    }
    previous = closure;
  }
  return null;
}

/** What a closure covers, added up; undefined when it is not all at hand (an archive). */
function coveredTotals(
  closure: ClosureRow,
  options: Parameters<typeof checkClosures>[0],
): PeriodTotals | undefined {
  if (closure.kind === 'day') return options.dayTotals(closure);
  const inside = options.children.filter(
    (child) =>
      child.first_sequence >= closure.first_sequence &&
      child.last_sequence <= closure.last_sequence,
  );
  const tiled = inside.reduce((count, child) => count + child.entry_count, 0);
  if (tiled !== closure.entry_count) return undefined;
  return sumTotals(inside.map((child) => periodPart(parseClosureTotals(child.totals))));
}

/** The closures of each kind, sorted by sequence, with the kind below each. */
export function closuresByKind(closures: readonly ClosureRow[]) {
  const of = (kind: ClosureRow['kind']) =>
    closures.filter((closure) => closure.kind === kind).sort((a, b) => a.sequence - b.sequence);
  return CLOSURE_KINDS.map((kind, index) => ({
    kind,
    closures: of(kind),
    children: index === 0 ? [] : of(CLOSURE_KINDS[index - 1] as ClosureRow['kind']),
  }));
}
