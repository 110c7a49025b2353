import type { Kysely } from 'kysely';
import { JOURNAL_LIMITS } from '../../domain/journal/journal-rules';
import {
  type JournalEntryInput,
  JournalEntryInputSchema,
} from '../../domain/journal/journal-schema';
import type { Dialect } from '../db/database';
import { lockOwner } from '../db/portable';
import type { Database } from '../db/schema';
import { canonicalJson } from './canonical-json';
import { buildArchive } from './journal-archive';
import { closeOwnerPeriods } from './journal-closures';
import { type CheckPoint, checkOwner, headProblem } from './journal-owner-check';
import { type EntryRow, type HeadRow, journalRepository as repository } from './journal-repository';
import { createSigner, entryGenesis, entrySigningParts, headSigningParts } from './journal-signing';

export type { JournalEntryInput } from '../../domain/journal/journal-schema';

/**
 * The payments journal (issue 23 §6, docs/fiscal-journal.md): every payment, refund, tab
 * closure and cancelled paid line, appended in the transaction that records it, signed with a
 * key kept out of the database and chained to the owner's previous entry.
 */
export type FiscalJournal = ReturnType<typeof createFiscalJournal>;

export function createFiscalJournal(options: {
  key: Buffer;
  dialect: Dialect;
  /** The journal's clock (tests); `recorded_at` and the closures follow it. */
  now?: () => Date;
}) {
  const { dialect } = options;
  const signer = createSigner(options.key);
  const now = options.now ?? (() => new Date());
  type BreakListener = (found: { ownerId: string; problem: string }) => void;
  const breakListeners = new Set<BreakListener>();

  /**
   * Writes one entry after the head and moves the head. The number comes from the head's
   * counter (never rolled back by deleting rows), or from the last row when rows were added
   * past it; the entry chains to the head's signature, the chain's true end.
   */
  async function write(
    trx: Kysely<Database>,
    head: HeadRow | undefined,
    last: EntryRow | undefined,
    input: JournalEntryInput,
  ): Promise<HeadRow> {
    const at = now().toISOString();
    const isHeadAhead = head !== undefined && head.sequence >= (last?.sequence ?? 0);
    const before = isHeadAhead
      ? { sequence: head.sequence, signature: head.signature, recordedAt: head.updated_at }
      : last
        ? { sequence: last.sequence, signature: last.signature, recordedAt: last.recorded_at }
        : null;
    // Never before the previous entry: the closures' days follow this clock.
    const recordedAt = before && before.recordedAt > at ? before.recordedAt : at;
    const row = {
      owner_id: input.ownerId,
      sequence: (before?.sequence ?? 0) + 1,
      kind: input.kind,
      occurred_at: new Date(input.occurredAt).toISOString(),
      recorded_at: recordedAt,
      payload: canonicalJson({
        amountCents: input.amountCents,
        tipCents: input.tipCents,
        vat: [...input.vat].sort((a, b) => a.rateBp - b.rateBp),
        method: input.method,
        reference: input.reference,
        tabId: input.tabId,
        table: input.table,
      }),
      previous_signature: before?.signature ?? entryGenesis(input.ownerId),
    };
    const signature = signer.sign(entrySigningParts(row));
    await repository.insertEntry(trx, { ...row, signature });
    const next = { owner_id: input.ownerId, sequence: row.sequence, signature };
    const saved = {
      ...next,
      updated_at: recordedAt,
      head_signature: signer.sign(headSigningParts(next)),
    };
    await repository.saveHead(trx, saved);
    return saved;
  }

  const breakEntry = (ownerId: string, problem: string): JournalEntryInput => ({
    ownerId,
    kind: 'chain_break',
    occurredAt: now().toISOString(),
    amountCents: 0,
    tipCents: 0,
    vat: [],
    method: null,
    reference: problem.slice(0, JOURNAL_LIMITS.referenceMaxLength),
    tabId: null,
    table: null,
  });

  return {
    /** Told when an append finds the head broken (the integrity watch logs it). */
    onBreak(listener: BreakListener) {
      breakListeners.add(listener);
    },

    /** Names the signing key in archives and in `journal:verify`'s messages. */
    keyId: signer.keyId,

    /**
     * Appends one entry after the owner's last one, in the caller's transaction: it commits or
     * rolls back with the payment it records. Call it with the owner's lock held
     * (`lockOwner`, src/server/db/portable.ts); it takes the lock itself too, which is free
     * when held. An owner whose account is gone has no row to lock: two appends racing then
     * meet the primary key (owner_id, sequence), the second transaction fails and retrying
     * it is the caller's choice. Throws on an invalid entry (a programming error).
     */
    async append(
      trx: Kysely<Database>,
      entry: JournalEntryInput,
    ): Promise<{ sequence: number; signature: string }> {
      const input = JournalEntryInputSchema.parse(entry);
      await lockOwner(trx, dialect, input.ownerId);
      let head = await repository.getHead(trx, input.ownerId);
      const last = await repository.lastEntry(trx, input.ownerId);
      // The head is checked on every append: a deleted or replaced last entry is recorded as a
      // break, signed, and this entry is signed on top of it (payments go on).
      const problem = headProblem(signer, head, last);
      if (problem) {
        for (const listener of breakListeners)
          listener({ ownerId: input.ownerId, problem: problem.text });
        head = await write(trx, head, last, breakEntry(input.ownerId, problem.text));
      }
      const written = await write(trx, head, last, input);
      return { sequence: written.sequence, signature: written.signature };
    },

    /**
     * Records, as a signed `chain_break` entry, a problem the whole check found (an entry
     * edited in the middle of the chain): in the caller's transaction.
     */
    async recordBreak(trx: Kysely<Database>, ownerId: string, problem: string) {
      await lockOwner(trx, dialect, ownerId);
      const head = await repository.getHead(trx, ownerId);
      const last = await repository.lastEntry(trx, ownerId);
      return write(trx, head, last, breakEntry(ownerId, problem));
    },

    /**
     * Closes the owner's finished days, months and years not closed yet (in the caller's
     * transaction, owner locked). Returns how many closures it wrote.
     */
    async closePeriods(trx: Kysely<Database>, ownerId: string, at: Date): Promise<number> {
      await lockOwner(trx, dialect, ownerId);
      return closeOwnerPeriods({ trx, signer, ownerId, at });
    },

    /** The signed archive of a period, or null when the period holds no entry. */
    archive: (
      db: Kysely<Database>,
      ownerId: string,
      period: string,
      check?: { verified: boolean; problem: string | null },
    ) => buildArchive({ db, signer, ownerId, periodName: period, at: now(), check }),

    /** One owner's whole chain checked (entries, head, closures): reads only. */
    checkOwner: (db: Kysely<Database>, ownerId: string, from?: CheckPoint) =>
      checkOwner(db, signer, ownerId, from),

    /**
     * Checks the owner's chain with the owner locked (no append in between), records each
     * problem not recorded yet as a signed break (at most `limit`), and returns the check.
     */
    async checkAndRecord(trx: Kysely<Database>, ownerId: string, limit: number) {
      await lockOwner(trx, dialect, ownerId);
      const check = await checkOwner(trx, signer, ownerId);
      const unrecorded = check.findings.filter((finding) => !finding.isRecorded);
      if (unrecorded.length === 0) return { check, recorded: [] };
      for (const finding of unrecorded.slice(0, limit)) {
        const head = await repository.getHead(trx, ownerId);
        const last = await repository.lastEntry(trx, ownerId);
        await write(trx, head, last, breakEntry(ownerId, finding.text));
      }
      return { check: await checkOwner(trx, signer, ownerId), recorded: unrecorded };
    },

    /** Every owner the journal holds; with `since`, those with entries written since. */
    listOwners: (db: Kysely<Database>, since?: Date) =>
      since ? repository.ownersWithEntriesSince(db, since) : repository.allOwners(db),
  };
}
