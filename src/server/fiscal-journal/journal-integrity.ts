import { journalProblemLabel } from '../../domain/journal/journal-messages';
import type { JournalStatus } from '../../domain/journal/journal-schema';
import type { AppDatabase } from '../db/database';
import type { EventBus } from '../events/event-bus';
import type { Logger } from '../logging/logger';
import type { FiscalJournal } from './fiscal-journal';
import type { CheckPoint, Finding } from './journal-owner-check';

/** At most this many breaks recorded per owner and check (the rest at the next one). */
const BREAKS_PER_CHECK = 5;

/**
 * The server's watch over the journal (issue 41 §5, docs/fiscal-journal.md "Integrity"): it
 * checks each owner's whole chain at start, on a schedule and before a report, a closure or
 * an archive. A problem found is logged as an error, recorded once as a signed `chain_break`
 * entry (payments go on, signed on top of it) and kept as the owner's status: the owner app's
 * banner, `/metrics`' `ardoise_journal_intact`, reports and archives marked unverified.
 */
export function createJournalIntegrity(deps: {
  journal: FiscalJournal;
  database: AppDatabase;
  events: EventBus;
  log: Logger;
  now: () => Date;
}) {
  const { journal, database, events, log, now } = deps;
  const statuses = new Map<string, JournalStatus>();
  const checkPoints = new Map<string, CheckPoint>();

  const toStatus = (findings: readonly Finding[], entries: number): JournalStatus => {
    const first = findings[0];
    return {
      intact: first === undefined,
      checkedAt: now().toISOString(),
      entries,
      problem: first ? journalProblemLabel(first, findings.length) : null,
    };
  };

  /**
   * `full`: from the first entry (at start, daily). Otherwise from where the owner's last check
   * that found nothing stopped (before a report, closure or archive; the 10-minute runs):
   * what was written since, the head and the closures.
   */
  async function checkOwner(ownerId: string, options: { full?: boolean } = {}) {
    const from = options.full ? undefined : checkPoints.get(ownerId);
    let check = await journal.checkOwner(database.db, ownerId, from);
    // Read without a lock, an append may land between two reads: a problem is confirmed,
    // and recorded, with the owner locked.
    if (check.findings.some((finding) => !finding.isRecorded)) {
      try {
        const result = await events.transaction((trx) =>
          journal.checkAndRecord(trx, ownerId, BREAKS_PER_CHECK),
        );
        for (const finding of result.recorded) {
          log.error(
            { ownerId, problem: finding.text },
            `the payments journal does not hold: ${finding.text} (recorded as a break)`,
          );
        }
        check = result.check;
      } catch (error) {
        log.error({ err: error, ownerId }, 'recording a break of the payments journal failed');
      }
    }
    const status = toStatus(check.findings, check.entries);
    statuses.set(ownerId, status);
    // Only a journal found whole is checked from a point later: a broken one, always whole.
    if (status.intact && check.checkPoint) checkPoints.set(ownerId, check.checkPoint);
    else checkPoints.delete(ownerId);
    return status;
  }

  // A break an append found (the head did not match): logged now, the status follows.
  journal.onBreak(({ ownerId, problem }) => {
    log.error({ ownerId, problem }, `the payments journal does not hold: ${problem}`);
    const before = statuses.get(ownerId);
    statuses.set(ownerId, {
      intact: false,
      checkedAt: now().toISOString(),
      entries: before?.entries ?? 0,
      problem: journalProblemLabel({ text: problem, sequence: null }, 1),
    });
  });

  let lastRun: Date | null = null;

  return {
    checkOwner,

    /**
     * Every owner's chain (with `since`, only owners with entries written since then: the
     * scheduled runs between two full passes); returns how many do not hold.
     */
    async checkAll(options: { since?: Date } = {}): Promise<number> {
      let broken = 0;
      for (const ownerId of await journal.listOwners(database.db, options.since)) {
        try {
          if (!(await checkOwner(ownerId, { full: !options.since })).intact) broken += 1;
        } catch (error) {
          log.error({ err: error, ownerId }, 'checking the payments journal failed');
        }
      }
      lastRun = now();
      return broken;
    },

    /**
     * The owner's status, checked now: from the last clean check's end (the head, what was
     * written since, the closures), so a deleted last entry shows at once.
     */
    getStatus: (ownerId: string): Promise<JournalStatus> => checkOwner(ownerId),

    /** For `/metrics`: 1 when every journal checked holds, 0 when one does not; null before the first check. */
    isIntact(): boolean | null {
      if (lastRun === null && statuses.size === 0) return null;
      return [...statuses.values()].every((status) => status.intact);
    },
  };
}

export type JournalIntegrity = ReturnType<typeof createJournalIntegrity>;
