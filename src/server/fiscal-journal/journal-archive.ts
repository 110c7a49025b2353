import type { Kysely } from 'kysely';
import { CLOSURE_KINDS, parsePeriod, periodInstants } from '../../domain/journal/journal-rules';
import { ARCHIVE_FORMAT, type JournalArchive } from '../../domain/journal/journal-schema';
import type { Database } from '../db/schema';
import { journalRepository as repository } from './journal-repository';
import { toArchivedEntry, toClosure } from './journal-rows';
import { archiveSigningParts, type Signer } from './journal-signing';

/**
 * A period's signed archive (docs/fiscal-journal.md "Archives"): its entries, its closures
 * and the signatures around them, signed as a whole. A closed period holds exactly the
 * entries its closure covers; a period not closed yet, those written in it so far.
 * Null when the period is not a real one or holds no entry.
 */
export async function buildArchive(options: {
  db: Kysely<Database>;
  signer: Signer;
  ownerId: string;
  periodName: string;
  at: Date;
  /** The chain's check just before (issue 41 §5); absent, the archive says nothing of it. */
  check?: { verified: boolean; problem: string | null };
}): Promise<JournalArchive | null> {
  const { db, signer, ownerId, periodName } = options;
  const period = parsePeriod(periodName);
  if (!period) return null;
  const closure = await repository.getClosure(db, ownerId, period.kind, period.name);
  let rows: Awaited<ReturnType<typeof repository.entriesBetween>>;
  if (closure) {
    rows = await repository.entriesBetween(
      db,
      ownerId,
      closure.first_sequence,
      closure.last_sequence,
    );
  } else {
    const lastClosed = await repository.lastClosure(db, ownerId, period.kind);
    const { start, end } = periodInstants(period);
    rows = await repository.entriesRecorded(
      db,
      ownerId,
      lastClosed?.last_sequence ?? 0,
      start,
      end,
    );
  }
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return null;
  const closures = (await repository.closuresWithin(db, ownerId, period.name))
    .map(toClosure)
    .sort(
      (a, b) =>
        CLOSURE_KINDS.indexOf(b.kind) - CLOSURE_KINDS.indexOf(a.kind) || a.sequence - b.sequence,
    );
  const unsigned: Omit<JournalArchive, 'signature'> = {
    format: ARCHIVE_FORMAT,
    version: 1,
    ownerId,
    period: period.name,
    periodKind: period.kind,
    generatedAt: options.at.toISOString(),
    keyId: signer.keyId,
    chain: {
      firstSequence: first.sequence,
      lastSequence: last.sequence,
      previousSignature: first.previous_signature,
      lastSignature: last.signature,
    },
    entries: rows.map(toArchivedEntry),
    closures,
  };
  if (options.check) {
    const head = await repository.getHead(db, ownerId);
    unsigned.integrity = {
      ...options.check,
      head: head ? { sequence: head.sequence, signature: head.signature } : null,
    };
  }
  return { ...unsigned, signature: signer.sign(archiveSigningParts(unsigned)) };
}
