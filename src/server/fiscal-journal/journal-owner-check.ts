import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { checkClosures, closuresByKind } from './journal-checks';
import {
  type ClosureRow,
  type EntryRow,
  type HeadRow,
  journalRepository as repository,
} from './journal-repository';
import { parseEntryPayload, totalsOfRows } from './journal-rows';
import { entryGenesis, entrySigningParts, headSigningParts, type Signer } from './journal-signing';
import type { PeriodTotals } from './journal-totals';

/**
 * One owner's whole journal checked (issue 41 §5): every entry, the head record, the
 * closures. Unlike a first-problem walk it goes on past a problem, so each one is found, and a
 * break the server recorded (a `chain_break` entry) is itself reported: a journal that was
 * broken once never reads as intact again.
 */
export type Finding = {
  /** English, as `npm run journal:verify` prints it: "entry 17 missing". */
  text: string;
  /** The entry it is about (null: the head or a closure). */
  sequence: number | null;
  /** True when a `chain_break` entry records it, or when it is such an entry. */
  isRecorded: boolean;
};

export type OwnerCheck = {
  entries: number;
  closures: number;
  findings: Finding[];
  head: HeadRow | undefined;
};

/** Rows read at a time: the walk leaves the event loop between pages (node:sqlite is synchronous). */
const PAGE = 500;
const REORDER_SEARCH = 100;

/** The break the head shows at an append, worded as the whole check words it. */
export function headProblem(
  signer: Signer,
  head: HeadRow | undefined,
  last: EntryRow | undefined,
): { text: string; sequence: number | null } | null {
  if (!head) {
    return last
      ? { text: `the head record is missing (entries up to ${last.sequence})`, sequence: null }
      : null;
  }
  if (
    head.head_signature !== null &&
    !signer.isValid(headSigningParts(head), head.head_signature)
  ) {
    return { text: 'the head record: signature does not match', sequence: null };
  }
  const lastSequence = last?.sequence ?? 0;
  if (head.sequence > lastSequence) {
    const first = lastSequence + 1;
    return {
      text:
        first === head.sequence
          ? `entry ${first} missing (the head records entries up to ${head.sequence})`
          : `entries ${first} to ${head.sequence} missing (the head records entries up to ${head.sequence})`,
      sequence: first,
    };
  }
  if (head.sequence < lastSequence) {
    return {
      text: `entries ${head.sequence + 1} to ${lastSequence} are not in the head record`,
      sequence: head.sequence + 1,
    };
  }
  // One HMAC more per append: the last entry edited in place (its signature kept) shows too.
  if (last && !signer.isValid(entrySigningParts(last), last.signature)) {
    return { text: `entry ${last.sequence}: signature does not match`, sequence: last.sequence };
  }
  if (last && last.signature !== head.signature) {
    return {
      text: `entry ${last.sequence}: not the entry the head records`,
      sequence: last.sequence,
    };
  }
  return null;
}

/**
 * Where a previous check that found nothing stopped: its last entry (sequence, the signature it
 * chains to) and the entries before it. A check from there re-reads that entry and what
 * follows, the head and every closure, not the years of entries already checked.
 */
export type CheckPoint = { sequence: number; previousSignature: string; entriesBefore: number };

export async function checkOwner(
  db: Kysely<Database>,
  signer: Signer,
  ownerId: string,
  from?: CheckPoint,
): Promise<OwnerCheck & { checkPoint: CheckPoint | null }> {
  const findings: Omit<Finding, 'isRecorded'>[] = [];
  const add = (text: string, sequence: number | null) => {
    if (!findings.some((finding) => finding.text === text)) findings.push({ text, sequence });
  };
  const recordedBreaks = new Set<string>();
  const closures = await repository.allClosures(db, ownerId);
  const days = closuresByKind(closures)[0]?.closures ?? [];
  const dayTotals = new Map<number, PeriodTotals>();
  let day = 0;
  let bucket: EntryRow[] = [];
  let expected = from?.sequence ?? 1;
  let previous = from?.previousSignature ?? entryGenesis(ownerId);
  let count = from?.entriesBefore ?? 0;
  let last: EntryRow | undefined;
  const walkStart = expected;

  const signedAs = (row: EntryRow) => {
    for (let distance = 1; distance <= REORDER_SEARCH; distance += 1) {
      for (const sequence of [row.sequence - distance, row.sequence + distance]) {
        if (sequence >= 1 && signer.isValid(entrySigningParts({ ...row, sequence }), row.signature))
          return sequence;
      }
    }
    return null;
  };

  for (let after = walkStart - 1; ; ) {
    const rows = await repository.entriesAfter(db, ownerId, after, PAGE);
    for (const row of rows) {
      count += 1;
      last = row;
      const isGap = row.sequence > expected;
      if (isGap) {
        add(
          row.sequence === expected + 1
            ? `entry ${expected} missing`
            : `entries ${expected} to ${row.sequence - 1} missing`,
          expected,
        );
      }
      const isSigned = signer.isValid(entrySigningParts(row), row.signature);
      if (!isSigned) {
        const moved = signedAs(row);
        add(
          moved === null
            ? `entry ${row.sequence}: signature does not match`
            : `entry ${row.sequence}: out of order (signed as entry ${moved})`,
          row.sequence,
        );
      } else if (!isGap && row.previous_signature !== previous && row.kind !== 'chain_break') {
        add(
          `entry ${row.sequence}: not chained to ${row.sequence === 1 ? 'the start of the journal' : `entry ${row.sequence - 1}`}`,
          row.sequence,
        );
      }
      if (isSigned && row.kind === 'chain_break') {
        const { reference } = parseEntryPayload(row.payload);
        recordedBreaks.add(reference);
        add(`entry ${row.sequence} records a break: ${reference}`, row.sequence);
      }
      // Past a problem the walk goes on from what is stored, to find the next one too.
      expected = row.sequence + 1;
      previous = row.signature;
      // Each day closure's entries, added up as they pass (one day in memory at a time).
      while (days[day] && (days[day] as ClosureRow).last_sequence < row.sequence) day += 1;
      const current = days[day];
      // A day begun before the walk's start is not all at hand: its totals were checked before.
      if (
        current &&
        row.sequence >= current.first_sequence &&
        current.first_sequence >= walkStart
      ) {
        bucket.push(row);
        if (row.sequence === current.last_sequence) {
          dayTotals.set(current.sequence, totalsOfRows(bucket));
          bucket = [];
          if (current.last_signature && current.last_signature !== row.signature) {
            add(
              `entry ${row.sequence}: not the entry the day closure ${current.period} signed`,
              row.sequence,
            );
          }
        }
      }
    }
    if (rows.length < PAGE) break;
    after = (rows.at(-1) as EntryRow).sequence;
  }

  const covering = closures.find((closure) => closure.last_sequence >= expected);
  if (covering) {
    add(
      `entry ${expected} missing (the ${covering.kind} closure ${covering.period} covers entries up to ${covering.last_sequence})`,
      expected,
    );
  } else {
    const head = await repository.getHead(db, ownerId);
    const problem = headProblem(signer, head, last);
    if (problem) add(problem.text, problem.sequence);
  }
  for (const { closures: ofKind, children } of closuresByKind(closures)) {
    const problem = checkClosures({
      signer,
      ownerId,
      closures: ofKind,
      isWholeChain: true,
      dayTotals: (closure) => dayTotals.get(closure.sequence),
      children,
    });
    if (problem) add(problem, null);
  }
  const lastWalked = last;
  return {
    checkPoint: lastWalked
      ? {
          sequence: lastWalked.sequence,
          previousSignature: lastWalked.previous_signature,
          entriesBefore: count - 1,
        }
      : null,
    entries: count,
    closures: closures.length,
    head: await repository.getHead(db, ownerId),
    findings: findings.map((finding) => ({
      ...finding,
      isRecorded:
        finding.text.includes(' records a break: ') ||
        [...recordedBreaks].some(
          (text) => text === finding.text || text.startsWith(`${finding.text} (`),
        ),
    })),
  };
}
