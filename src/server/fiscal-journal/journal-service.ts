import { JOURNAL_MESSAGES } from '../../domain/journal/journal-messages';
import {
  CLOSURE_KINDS,
  type ClosureKind,
  parsePeriod,
  periodOf,
} from '../../domain/journal/journal-rules';
import type { Closure } from '../../domain/journal/journal-schema';
import type { AppDatabase } from '../db/database';
import { isUniqueViolation } from '../db/portable';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import type { Logger } from '../logging/logger';
import type { FiscalJournal } from './fiscal-journal';
import { createJournalIntegrity } from './journal-integrity';
import { journalRepository as repository } from './journal-repository';
import { toClosure } from './journal-rows';

export type JournalService = ReturnType<typeof createJournalService>;

/** What the owner reads of the journal, and the closing of finished periods. */
export function createJournalService(deps: {
  journal: FiscalJournal;
  database: AppDatabase;
  events: EventBus;
  log: Logger;
  now?: () => Date;
}) {
  const { journal, database, events, log } = deps;
  const now = deps.now ?? (() => new Date());
  const integrity = createJournalIntegrity({ journal, database, events, log, now });

  return {
    /**
     * Closes every finished period not closed yet, owner by owner (one transaction each).
     * `since` narrows the owners looked at to those with recent entries or closures (the
     * scheduled job passes its previous run); without it, every owner. Returns the closures
     * written. Safe with several instances: the unique (owner, kind, period) lets one win.
     */
    async closeFinishedPeriods(options: { at?: Date; since?: Date } = {}): Promise<number> {
      const at = options.at ?? now();
      let closed = 0;
      for (const ownerId of await repository.ownersToClose(database.db, options.since)) {
        try {
          // A closure signs what the chain holds: a break is found and recorded first.
          await integrity.checkOwner(ownerId);
          closed += await events.transaction((trx) => journal.closePeriods(trx, ownerId, at));
        } catch (error) {
          // Another instance closed this owner's period first: nothing left to do here.
          if (isUniqueViolation(error)) continue;
          log.error({ err: error, ownerId }, 'closing the journal periods failed');
        }
      }
      return closed;
    },

    /**
     * The owner's closures, newest first: by the end of their period, and for one end the
     * longer period first (the year's closure is written after December's, after the 31st's).
     */
    async listClosures(input: {
      ownerId: string;
      kind?: ClosureKind;
      year?: number;
    }): Promise<Closure[]> {
      const rows = await repository.listClosures(database.db, input.ownerId, input);
      const endOf = (closure: Closure) => {
        const period = parsePeriod(closure.period);
        return period ? periodOf('day', period.end).name : '';
      };
      const rank = (closure: Closure) => CLOSURE_KINDS.indexOf(closure.kind);
      return rows
        .map(toClosure)
        .sort((a, b) => endOf(b).localeCompare(endOf(a)) || rank(b) - rank(a));
    },

    /** The whole chain of every owner checked (at start and on a schedule). */
    checkAllJournals: (options: { since?: Date } = {}) => integrity.checkAll(options),

    /** `GET /journal/status`: the last check, or one now. */
    getStatus: (input: { ownerId: string }) => integrity.getStatus(input.ownerId),

    /** Checks the owner's chain now (before a report): its status. */
    checkOwnerJournal: (input: { ownerId: string }) => integrity.checkOwner(input.ownerId),

    /** For `/metrics`: every journal checked holds (null before the first check). */
    isIntact: () => integrity.isIntact(),

    /** A period's signed archive, as the file to download. */
    async getArchive(input: { ownerId: string; period: string }) {
      const period = parsePeriod(input.period);
      if (!period) throw new AppError('VALIDATION', JOURNAL_MESSAGES.periodInvalid, 'period');
      const status = await integrity.checkOwner(input.ownerId);
      const archive = await journal.archive(database.db, input.ownerId, period.name, {
        verified: status.intact,
        problem: status.problem,
      });
      if (!archive) throw new AppError('NOT_FOUND', JOURNAL_MESSAGES.periodEmpty(period));
      return {
        fileName: `journal-${archive.period}.json`,
        body: `${JSON.stringify(archive, null, 2)}\n`,
      };
    },
  };
}
