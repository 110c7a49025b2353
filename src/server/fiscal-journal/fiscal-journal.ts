import type { Kysely } from 'kysely';
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
import { journalRepository as repository } from './journal-repository';
import { createSigner, entryGenesis, entrySigningParts } from './journal-signing';

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

  return {
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
      const last = await repository.lastEntry(trx, input.ownerId);
      const at = now().toISOString();
      // Never before the previous entry: the closures' days follow this clock.
      const recordedAt = last && last.recorded_at > at ? last.recorded_at : at;
      const row = {
        owner_id: input.ownerId,
        sequence: (last?.sequence ?? 0) + 1,
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
        previous_signature: last?.signature ?? entryGenesis(input.ownerId),
      };
      const signature = signer.sign(entrySigningParts(row));
      await repository.insertEntry(trx, { ...row, signature });
      return { sequence: row.sequence, signature };
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
    archive: (db: Kysely<Database>, ownerId: string, period: string) =>
      buildArchive({ db, signer, ownerId, periodName: period, at: now() }),
  };
}
