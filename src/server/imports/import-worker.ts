import { randomUUID } from 'node:crypto';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  MenuImportDraftSchema,
} from '../../domain/menu-import/import-schemas';
import type { AppDatabase } from '../db/database';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import type { Logger } from '../logging/logger';
import { repeatJob } from '../repeat-job';
import type { MenuStructurer } from './ai-structurer';
import { EXTRACT_MESSAGES } from './extract/limits';
import { type ClaimedImport, importRepository as imports } from './import-repository';
import { readImportSource } from './read-source';

export type ImportWorkerOptions = {
  /** Jobs read at the same time by this instance (OCR is CPU- and memory-hungry). */
  concurrency: number;
  /** How long a claimed job stays this instance's without news (renewed while reading). */
  leaseMs: number;
  /** How often queued jobs are looked for (jobs posted to another instance, leases run out). */
  pollMs: number;
  /** A job whose reading crashed the process this many times fails instead. */
  maxAttempts: number;
};

export const IMPORT_WORKER_DEFAULTS: ImportWorkerOptions = {
  // Each reading is a child process capped in time and memory (isolated-extract.ts): two at
  // once bound an instance's extra memory to twice the cap; the others wait in the queue.
  concurrency: 2,
  leaseMs: 30_000,
  pollMs: 2_000,
  maxAttempts: 3,
};

/** Progress is written at most this often (and at each tenth). */
const PROGRESS_EVERY_MS = 1_000;

/**
 * The in-process reader of import jobs (issue 25 §3). Jobs live in the database: a job posted
 * to any instance is claimed by exactly one (import-repository.ts `claimNext`), read with
 * bounded concurrency, its progress written as it goes. Stopping gives the jobs being read back
 * to the queue, so the next start (or another instance) reads them again; a crashed instance's
 * jobs are taken over when their lease runs out.
 */
export function createImportWorker(deps: {
  database: AppDatabase;
  /** Transactions are opened through the event bus (docs/architecture.md). */
  events: EventBus;
  structurer: MenuStructurer | null;
  log: Logger;
  options?: Partial<ImportWorkerOptions>;
}) {
  const { db } = deps.database;
  const options = { ...IMPORT_WORKER_DEFAULTS, ...deps.options };
  const workerId = randomUUID();
  const running = new Map<string, { abort: AbortController; done: Promise<void> }>();
  let isStopped = false;
  let isClaiming = false;
  let stopTimers: (() => void) | undefined;

  async function run(job: ClaimedImport, abort: AbortController) {
    let written = 0;
    let lastWrite = 0;
    let pending = Promise.resolve();
    const write = (percent: number) => {
      if (isStopped || abort.signal.aborted) return;
      written = percent;
      lastWrite = Date.now();
      pending = pending
        .then(() => imports.setProgress(db, job.id, workerId, percent, options.leaseMs))
        .catch((error) => deps.log.warn({ err: error }, 'import progress not written'));
    };
    // The lease is renewed even when the reader reports nothing for a while.
    const heartbeat = setInterval(() => write(written), options.leaseMs / 3);
    heartbeat.unref();
    try {
      if (job.attempts > options.maxAttempts)
        throw new AppError('INTERNAL', IMPORT_MESSAGES.failed);
      const aborted = new Promise<never>((_, reject) =>
        abort.signal.addEventListener('abort', () => reject(abort.signal.reason), { once: true }),
      );
      const outcome = await Promise.race([
        readImportSource({ database: deps.database, structurer: deps.structurer }, job, {
          signal: abort.signal,
          onProgress: (share) => {
            const percent = Math.max(0, Math.min(99, Math.floor(share * 100)));
            const isTenth = Math.floor(percent / 10) > Math.floor(written / 10);
            if (isTenth || Date.now() - lastWrite >= PROGRESS_EVERY_MS) write(percent);
          },
        }),
        aborted,
      ]);
      clearInterval(heartbeat);
      await pending;
      // A draft the API could not send back (a 200 000-character text of many menus: over 100
      // sections, or 500 dishes in one) fails in French instead of answering 500 on every GET.
      if (!MenuImportDraftSchema.safeParse(outcome.draft).success) {
        throw new AppError('VALIDATION', EXTRACT_MESSAGES.draftTooLong);
      }
      await deps.events.transaction((trx) => imports.finish(trx, job.id, workerId, outcome));
    } catch (error) {
      clearInterval(heartbeat);
      if (isStopped || abort.signal.aborted) return;
      await pending;
      const message =
        error instanceof AppError && error.code !== 'INTERNAL'
          ? error.message
          : IMPORT_MESSAGES.failed;
      if (!(error instanceof AppError))
        deps.log.error({ err: error, importId: job.id }, 'import failed');
      await deps.events.transaction((trx) => imports.fail(trx, job.id, workerId, message));
    }
  }

  /** Claims jobs while a slot is free. */
  async function fill() {
    if (isClaiming || isStopped) return;
    isClaiming = true;
    try {
      while (!isStopped && running.size < options.concurrency) {
        const job = await imports.claimNext(db, workerId, options.leaseMs);
        if (!job) break;
        const abort = new AbortController();
        const done = run(job, abort)
          .catch((error) => deps.log.error({ err: error }, 'import worker error'))
          .finally(() => {
            running.delete(job.id);
            void fill();
          });
        running.set(job.id, { abort, done });
      }
    } catch (error) {
      if (!isStopped) deps.log.warn({ err: error }, 'import jobs not claimed');
    } finally {
      isClaiming = false;
    }
  }

  return {
    /** Starts polling (and reads what was queued, or left unfinished, before this start). */
    start() {
      stopTimers = repeatJob(() => fill(), { firstAfterMs: 0, everyMs: options.pollMs });
      const stopPurge = repeatJob(
        () =>
          imports
            .purge(db, new Date(Date.now() - IMPORT_LIMITS.keepMs))
            .catch((error) => deps.log.warn({ err: error }, 'import purge failed')),
        { firstAfterMs: 60_000, everyMs: 60 * 60_000 },
      );
      const stopPoll = stopTimers;
      stopTimers = () => {
        stopPoll();
        stopPurge();
      };
    },
    /** A job was just queued here: no need to wait for the next poll. */
    kick() {
      void fill();
    },
    /** Stops reading; the jobs being read go back to the queue. */
    async stop() {
      isStopped = true;
      stopTimers?.();
      const inFlight = [...running.values()];
      for (const { abort } of inFlight) abort.abort(new Error('stopping'));
      await Promise.all(inFlight.map(({ done }) => done));
      // A database already gone must not fail the shutdown: the jobs' claims expire by
      // themselves and another instance takes them over.
      await imports
        .release(db, workerId)
        .catch((error) => deps.log.warn({ err: error }, 'import jobs not given back at stop'));
    },
    /** Jobs being read by this instance now. */
    get active() {
      return running.size;
    },
  };
}

export type ImportWorker = ReturnType<typeof createImportWorker>;
