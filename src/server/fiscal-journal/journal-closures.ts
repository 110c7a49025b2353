import type { Kysely } from 'kysely';
import {
  dayPeriodAt,
  enclosingPeriod,
  type JournalPeriod,
  nextPeriod,
  parsePeriod,
  periodInstants,
} from '../../domain/journal/journal-rules';
import type { Database } from '../db/schema';
import { canonicalJson } from './canonical-json';
import {
  type ClosureRow,
  type EntryRow,
  journalRepository as repository,
} from './journal-repository';
import { parseClosureTotals, totalsOfRows } from './journal-rows';
import { closureGenesis, closureSigningParts, type Signer } from './journal-signing';
import { type PeriodTotals, periodPart, sumTotals, withGrandTotals } from './journal-totals';

/**
 * Closures (docs/fiscal-journal.md "Closures"): a Europe/Paris day is closed once it has
 * ended (and `GRACE_MS` more, for the clocks of several instances), then its month, then its
 * year. Closures cover consecutive entries: each starts where the previous one of its kind
 * ended, so every entry is counted once in each kind. Only periods with entries are closed.
 */
export const CLOSURE_GRACE_MS = 2 * 60_000;

type Context = { trx: Kysely<Database>; signer: Signer; ownerId: string; at: Date };

export async function closeOwnerPeriods(context: Context): Promise<number> {
  const cutoff = context.at.getTime() - CLOSURE_GRACE_MS;
  const isFinished = (period: JournalPeriod) => periodInstants(period).end.getTime() <= cutoff;
  let closed = await closeDays(context, isFinished);
  closed += await closeParents(context, 'month', 'day', isFinished);
  closed += await closeParents(context, 'year', 'month', isFinished);
  return closed;
}

type Group<T> = { period: JournalPeriod; items: T[] };

/**
 * Consecutive items by period; an item whose period is already closed (an entry written, by
 * a late clock, into a day closed before) joins the first period after the last closure.
 */
function groupByPeriod<T>(
  items: readonly T[],
  periodOfItem: (item: T) => JournalPeriod,
  last: ClosureRow | undefined,
): Group<T>[] {
  const floor = last ? nextPeriod(parsePeriod(last.period) as JournalPeriod) : null;
  const groups: Group<T>[] = [];
  for (const item of items) {
    let period = periodOfItem(item);
    if (floor && period.name < floor.name) period = floor;
    const current = groups.at(-1);
    if (current && current.period.name >= period.name) current.items.push(item);
    else groups.push({ period, items: [item] });
  }
  return groups;
}

async function closeDays(context: Context, isFinished: (period: JournalPeriod) => boolean) {
  const { trx, ownerId } = context;
  const last = await repository.lastClosure(trx, ownerId, 'day');
  const entries = await repository.entriesAfter(trx, ownerId, last?.last_sequence ?? 0);
  const groups = groupByPeriod(entries, (entry) => dayPeriodAt(new Date(entry.recorded_at)), last);
  let previous = last;
  let closed = 0;
  for (const { period, items } of groups) {
    if (!isFinished(period)) break;
    previous = await insertClosure(context, previous, period, items, totalsOfRows(items));
    closed += 1;
  }
  return closed;
}

async function closeParents(
  context: Context,
  kind: 'month' | 'year',
  childKind: 'day' | 'month',
  isFinished: (period: JournalPeriod) => boolean,
) {
  const { trx, ownerId } = context;
  const last = await repository.lastClosure(trx, ownerId, kind);
  const children = await repository.closuresEndingAfter(
    trx,
    ownerId,
    childKind,
    last?.last_sequence ?? 0,
  );
  const groups = groupByPeriod(
    children,
    (child) => enclosingPeriod(kind, parsePeriod(child.period) as JournalPeriod),
    last,
  );
  let previous = last;
  let closed = 0;
  for (const { period, items } of groups) {
    if (!isFinished(period)) break;
    const totals = sumTotals(items.map((child) => periodPart(parseClosureTotals(child.totals))));
    previous = await insertClosure(context, previous, period, items, totals);
    closed += 1;
  }
  return closed;
}

/** Writes the closure of `period` over `covered` (entries, or the child closures), chained. */
async function insertClosure(
  context: Context,
  previous: ClosureRow | undefined,
  period: JournalPeriod,
  covered: readonly (EntryRow | ClosureRow)[],
  totals: PeriodTotals,
): Promise<ClosureRow> {
  const { trx, signer, ownerId, at } = context;
  const first = covered[0] as EntryRow | ClosureRow;
  const lastCovered = covered.at(-1) as EntryRow | ClosureRow;
  const firstSequence = 'first_sequence' in first ? first.first_sequence : first.sequence;
  const lastSequence =
    'last_sequence' in lastCovered ? lastCovered.last_sequence : lastCovered.sequence;
  const previousTotals = previous ? parseClosureTotals(previous.totals) : null;
  const row = {
    owner_id: ownerId,
    kind: period.kind,
    period: period.name,
    sequence: (previous?.sequence ?? 0) + 1,
    first_sequence: firstSequence,
    last_sequence: lastSequence,
    entry_count: lastSequence - firstSequence + 1,
    totals: canonicalJson(withGrandTotals(totals, previousTotals)),
    closed_at: at.toISOString(),
    previous_signature: previous?.signature ?? closureGenesis(ownerId, period.kind),
    // The chain's end at this closure, signed in: deleting or replacing that entry shows.
    last_signature:
      ('last_sequence' in lastCovered ? lastCovered.last_signature : lastCovered.signature) ?? null,
  };
  const closure = { ...row, signature: signer.sign(closureSigningParts(row)) };
  await repository.insertClosure(trx, closure);
  return closure;
}
