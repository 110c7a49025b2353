import type { Kysely } from 'kysely';
import type {
  Database,
  JournalClosureTable,
  JournalEntryTable,
  JournalHeadTable,
} from '../db/schema';

/**
 * The journal's queries. Inserts and reads only: nothing here updates or deletes, and the
 * database refuses it anyway (migration 2026-12-01-130).
 */
type Db = Kysely<Database>;
export type EntryRow = JournalEntryTable;
export type ClosureRow = JournalClosureTable;
export type ClosureKind = ClosureRow['kind'];
export type HeadRow = JournalHeadTable;

/** An owner's entries, and an owner's closures of one kind: what every read starts from. */
const entriesOf = (db: Db, ownerId: string) =>
  db.selectFrom('journal_entry').selectAll().where('owner_id', '=', ownerId);
const closuresOf = (db: Db, ownerId: string, kind: ClosureKind) =>
  db
    .selectFrom('journal_closure')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind);

export const journalRepository = {
  lastEntry: (db: Db, ownerId: string) =>
    entriesOf(db, ownerId).orderBy('sequence', 'desc').limit(1).executeTakeFirst(),

  insertEntry: (db: Db, row: EntryRow) => db.insertInto('journal_entry').values(row).execute(),

  getHead: (db: Db, ownerId: string) =>
    db.selectFrom('journal_head').selectAll().where('owner_id', '=', ownerId).executeTakeFirst(),

  /** Writes the owner's head (the only row of the journal that is ever updated). */
  async saveHead(db: Db, row: HeadRow) {
    await db
      .insertInto('journal_head')
      .values(row)
      .onConflict((oc) =>
        oc.column('owner_id').doUpdateSet({
          sequence: row.sequence,
          signature: row.signature,
          updated_at: row.updated_at,
          head_signature: row.head_signature,
        }),
      )
      .execute();
  },

  countEntries: async (db: Db, ownerId: string) =>
    Number(
      (
        await db
          .selectFrom('journal_entry')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('owner_id', '=', ownerId)
          .executeTakeFirstOrThrow()
      ).count,
    ),

  /** Entries after `afterSequence`, in order (at most `limit` when given). */
  entriesAfter: (db: Db, ownerId: string, afterSequence: number, limit?: number) => {
    const query = entriesOf(db, ownerId).where('sequence', '>', afterSequence).orderBy('sequence');
    return (limit === undefined ? query : query.limit(limit)).execute();
  },

  entriesBetween: (db: Db, ownerId: string, first: number, last: number) =>
    entriesOf(db, ownerId)
      .where('sequence', '>=', first)
      .where('sequence', '<=', last)
      .orderBy('sequence')
      .execute(),

  /** Entries after `afterSequence` written in [start, end) (a period not closed yet). */
  entriesRecorded: (db: Db, ownerId: string, afterSequence: number, start: Date, end: Date) =>
    entriesOf(db, ownerId)
      .where('sequence', '>', afterSequence)
      .where('recorded_at', '>=', start.toISOString())
      .where('recorded_at', '<', end.toISOString())
      .orderBy('sequence')
      .execute(),

  lastClosure: (db: Db, ownerId: string, kind: ClosureKind) =>
    closuresOf(db, ownerId, kind).orderBy('sequence', 'desc').limit(1).executeTakeFirst(),

  /** Closures of `kind` that end after entry `afterSequence`, in order. */
  closuresEndingAfter: (db: Db, ownerId: string, kind: ClosureKind, afterSequence: number) =>
    closuresOf(db, ownerId, kind)
      .where('last_sequence', '>', afterSequence)
      .orderBy('sequence')
      .execute(),

  insertClosure: (db: Db, row: ClosureRow) =>
    db.insertInto('journal_closure').values(row).execute(),

  getClosure: (db: Db, ownerId: string, kind: ClosureKind, period: string) =>
    closuresOf(db, ownerId, kind).where('period', '=', period).executeTakeFirst(),

  /** Every closure of an owner, of every kind. */
  allClosures: (db: Db, ownerId: string) =>
    db.selectFrom('journal_closure').selectAll().where('owner_id', '=', ownerId).execute(),

  /** The closure of `period` and those of the days and months inside it. */
  closuresWithin: (db: Db, ownerId: string, period: string) =>
    db
      .selectFrom('journal_closure')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where((eb) => eb.or([eb('period', '=', period), eb('period', 'like', `${period}-%`)]))
      .orderBy('kind')
      .orderBy('sequence')
      .execute(),

  /** An owner's closures; `year` keeps those of that calendar year. */
  listClosures: (db: Db, ownerId: string, filter: { kind?: ClosureKind; year?: number }) => {
    let query = db.selectFrom('journal_closure').selectAll().where('owner_id', '=', ownerId);
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    if (filter.year) {
      const year = String(filter.year);
      query = query.where((eb) =>
        eb.or([eb('period', '=', year), eb('period', 'like', `${year}-%`)]),
      );
    }
    return query.execute();
  },

  /**
   * Owners who may have a period to close: entries written since `since`, day closures of the
   * months that may have ended since, month closures of the years that may have ended since.
   * Without `since`, every owner of the journal.
   */
  async ownersToClose(db: Db, since?: Date): Promise<string[]> {
    const owners = new Set<string>();
    const sinceIso = since?.toISOString();
    let entries = db.selectFrom('journal_entry').select('owner_id').distinct();
    if (sinceIso) entries = entries.where('recorded_at', '>=', sinceIso);
    for (const row of await entries.execute()) owners.add(row.owner_id);
    let closures = db.selectFrom('journal_closure').select('owner_id').distinct();
    if (sinceIso) {
      const month = sinceIso.slice(0, 7);
      const year = sinceIso.slice(0, 4);
      closures = closures.where((eb) =>
        eb.or([
          eb.and([eb('kind', '=', 'day'), eb('period', '>=', `${month}-01`)]),
          eb.and([eb('kind', '=', 'month'), eb('period', '>=', `${year}-01`)]),
        ]),
      );
    } else {
      closures = closures.where('kind', '!=', 'year');
    }
    for (const row of await closures.execute()) owners.add(row.owner_id);
    return [...owners];
  },

  /** Owners with entries written since `since`. */
  async ownersWithEntriesSince(db: Db, since: Date): Promise<string[]> {
    const rows = await db
      .selectFrom('journal_entry')
      .select('owner_id')
      .distinct()
      .where('recorded_at', '>=', since.toISOString())
      .execute();
    return rows.map((row) => row.owner_id).sort();
  },

  /** Every owner the journal holds, in a stable order (the account may be long gone). */
  async allOwners(db: Db): Promise<string[]> {
    const rows = await db
      .selectFrom('journal_entry')
      .select('owner_id')
      .union(db.selectFrom('journal_closure').select('owner_id'))
      .union(db.selectFrom('journal_head').select('owner_id'))
      .execute();
    return rows.map((row) => row.owner_id).sort();
  },
};
