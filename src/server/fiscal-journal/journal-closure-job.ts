import type { Logger } from '../logging/logger';
import { repeatJob } from '../repeat-job';
import type { JournalService } from './journal-service';

const EVERY_MS = 10 * 60_000;
const FIRST_RUN_MS = 30_000;
/** How far back a run looks for owners to close, from the previous run (clocks, slow runs). */
const OVERLAP_MS = 2 * 86_400_000;

/**
 * The closures job (docs/fiscal-journal.md "Closures"): every instance closes the finished
 * periods 30 s after boot (every owner) and then every 10 minutes (owners active since its
 * previous run). Idempotent: a closed period is never closed again, and two instances on one
 * PostgreSQL meet the unique (owner, kind, period).
 */
export function scheduleJournalClosures(
  journal: Pick<JournalService, 'closeFinishedPeriods'>,
  log: Logger,
  now: () => Date = () => new Date(),
): () => void {
  let previousRun: Date | undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    const at = now();
    try {
      const since = previousRun && new Date(previousRun.getTime() - OVERLAP_MS);
      const closed = await journal.closeFinishedPeriods({ at, since });
      if (closed > 0) log.info(`journal: ${closed} closures written`);
      previousRun = at;
    } catch (error) {
      log.error({ err: error }, 'the journal closures job failed');
    } finally {
      running = false;
    }
  };
  return repeatJob(run, { firstAfterMs: FIRST_RUN_MS, everyMs: EVERY_MS });
}

const CHECK_EVERY_MS = 10 * 60_000;
const FULL_CHECK_EVERY_MS = 24 * 3_600_000;

/**
 * The integrity job (issue 41 §5): every owner's whole chain checked at start and once a day;
 * every 10 minutes in between, the owners with entries written since the previous run (a
 * full pass over every restaurant's years of entries every 10 minutes would cost too much
 * CPU). A change to a quiet restaurant's journal is also found at its next append (the head),
 * its next report, closure or archive. A problem is logged, recorded and shown
 * (journal-integrity.ts).
 */
export function scheduleJournalChecks(
  journal: Pick<JournalService, 'checkAllJournals'>,
  log: Logger,
  now: () => Date = () => new Date(),
): () => void {
  let lastFull: Date | undefined;
  let previousRun: Date | undefined;
  return repeatJob(
    async () => {
      const at = now();
      const isFull = !lastFull || at.getTime() - lastFull.getTime() >= FULL_CHECK_EVERY_MS;
      const since =
        isFull || !previousRun ? undefined : new Date(previousRun.getTime() - CHECK_EVERY_MS);
      try {
        const broken = await journal.checkAllJournals({ since });
        if (broken > 0) log.warn(`journal: ${broken} restaurants' journals do not hold`);
        if (isFull) lastFull = at;
        previousRun = at;
      } catch (error) {
        log.error({ err: error }, 'the journal integrity check failed');
      }
    },
    { firstAfterMs: 0, everyMs: CHECK_EVERY_MS },
  );
}
