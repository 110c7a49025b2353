import {
  type ArchivedEntry,
  type Closure,
  type ClosureTotals,
  ClosureTotalsSchema,
  type JournalPayload,
  JournalPayloadSchema,
} from '../../domain/journal/journal-schema';
import { canonicalJson } from './canonical-json';
import type { ClosureRow, EntryRow } from './journal-repository';
import { totalsOfEntries } from './journal-totals';

/** Stored rows as the API and the archives show them. */

export const parseEntryPayload = (text: string): JournalPayload =>
  JournalPayloadSchema.parse(JSON.parse(text));

/** The totals of stored entries. */
export const totalsOfRows = (rows: readonly EntryRow[]) =>
  totalsOfEntries(rows.map((row) => ({ kind: row.kind, payload: parseEntryPayload(row.payload) })));

export const parseClosureTotals = (text: string): ClosureTotals =>
  ClosureTotalsSchema.parse(JSON.parse(text));

export const toArchivedEntry = (row: EntryRow): ArchivedEntry => ({
  sequence: row.sequence,
  kind: row.kind,
  occurredAt: row.occurred_at,
  recordedAt: row.recorded_at,
  payload: parseEntryPayload(row.payload),
  previousSignature: row.previous_signature,
  signature: row.signature,
});

export const toClosure = (row: ClosureRow): Closure => ({
  kind: row.kind,
  period: row.period,
  sequence: row.sequence,
  firstSequence: row.first_sequence,
  lastSequence: row.last_sequence,
  entryCount: row.entry_count,
  ...parseClosureTotals(row.totals),
  closedAt: row.closed_at,
  previousSignature: row.previous_signature,
  signature: row.signature,
  ...(row.last_signature ? { lastSignature: row.last_signature } : {}),
});

/** Back to the stored row whose signature an archived entry carries. */
export const fromArchivedEntry = (entry: ArchivedEntry, ownerId: string): EntryRow => ({
  owner_id: ownerId,
  sequence: entry.sequence,
  kind: entry.kind,
  occurred_at: entry.occurredAt,
  recorded_at: entry.recordedAt,
  payload: canonicalJson(entry.payload),
  previous_signature: entry.previousSignature,
  signature: entry.signature,
});

/** Back to the stored row whose signature an archived closure carries. */
export function fromClosure(closure: Closure, ownerId: string): ClosureRow {
  const { kind, period, sequence, firstSequence, lastSequence, entryCount, closedAt } = closure;
  const { totalCents, tipCents, grandTotalCents, grandTipCents, byRate, byMethod, byKind } =
    closure;
  return {
    owner_id: ownerId,
    kind,
    period,
    sequence,
    first_sequence: firstSequence,
    last_sequence: lastSequence,
    entry_count: entryCount,
    totals: canonicalJson({
      totalCents,
      tipCents,
      grandTotalCents,
      grandTipCents,
      byRate,
      byMethod,
      byKind,
    }),
    closed_at: closedAt,
    previous_signature: closure.previousSignature,
    signature: closure.signature,
    last_signature: closure.lastSignature ?? null,
  };
}
