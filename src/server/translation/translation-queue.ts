import { randomUUID } from 'node:crypto';
import { isTranslationLanguage, TRANSLATION_LANGUAGES } from '../../domain/i18n/languages';
import {
  canTranslateMenus,
  listTranslatableFields,
  TRANSLATION_MESSAGES,
} from '../../domain/i18n/menu-translations';
import { isReplaceableByMachine } from '../../domain/i18n/translation-precedence';
import type { AppDatabase } from '../db/database';
import { lockOwner } from '../db/portable';
import type { EventBus } from '../events/event-bus';
import type { Logger } from '../logging/logger';
import { getPlan } from '../owner-state/owner-plan';
import { publicReads } from '../owner-state/public-reads';
import { ProviderError, type TranslationProvider } from './translation-provider';
import { type JobRow, translationRepository as repo, sourceHash } from './translation-repository';

export type TranslationQueueOptions = {
  database: AppDatabase;
  events: EventBus;
  provider: TranslationProvider;
  /** Characters sent to a paid provider per owner and calendar month (UTC). */
  monthlyCharacters: number;
  /** First retry delay; doubles each attempt, up to 10 minutes. */
  retryBaseMs: number;
  /** Retryable failures in a row before the job stops with a message. */
  maxAttempts?: number;
  /** Safety net for jobs written by other instances or due after a backoff. */
  pollMs?: number;
  /** Failures are retried: warnings. */
  log: Logger;
};

const LEASE_MS = 120_000;
const MAX_DELAY_MS = 600_000;
export const UNAVAILABLE_MESSAGE =
  'La traduction automatique est indisponible pour le moment. Vos textes restent en français ; réessayez plus tard.';

export const currentMonth = () => new Date().toISOString().slice(0, 7);

/**
 * The database-backed translation queue (docs/translations.md): one job per menu and language
 * in `translation_job`, leased by the instance that runs it. Each instance runs a small loop,
 * woken by `menu.changed` (the listener only writes the job rows, never translates) and by a
 * slow timer for retries and for jobs other instances left behind.
 */
export function createTranslationQueue(options: TranslationQueueOptions) {
  const { database, events, provider } = options;
  const { db, dialect } = database;
  const workerId = randomUUID();
  const maxAttempts = options.maxAttempts ?? 6;
  let timer: NodeJS.Timeout | null = null;
  let isClosed = false;
  let running: Promise<void> | null = null;
  let isWakeRequested = false;
  /** Requests made by the `menu.changed` listener and not written yet. */
  const requesting = new Set<Promise<void>>();

  /** Premium menus only: a free owner's text is never sent anywhere. */
  async function requestMenu(input: { ownerId: string; menuId: string }) {
    if (!canTranslateMenus(await getPlan(db, input.ownerId))) return;
    if (!(await publicReads.findMenuOwnerId(db, input.menuId))) return;
    for (const lang of TRANSLATION_LANGUAGES) {
      await repo.requestJob(db, { ...input, lang });
    }
    wake();
  }

  function wake() {
    if (isClosed) return;
    if (running) {
      isWakeRequested = true;
      return;
    }
    running = drain()
      .catch((error) => options.log.warn({ err: error }, 'the translation queue failed'))
      .finally(() => {
        running = null;
        if (isWakeRequested) {
          isWakeRequested = false;
          wake();
        }
      });
  }

  async function drain() {
    for (;;) {
      if (isClosed) return;
      const due = await repo.listDue(db, 10);
      let didWork = false;
      for (const candidate of due) {
        if (isClosed) return;
        const job = await repo.claim(db, candidate, workerId, LEASE_MS);
        if (!job) continue;
        didWork = true;
        await runJob(job);
      }
      if (!didWork) return;
    }
  }

  async function runJob(job: JobRow) {
    const { lang } = job;
    const loaded = await publicReads.loadMenuDocument(db, job.menuId);
    const plan = await getPlan(db, job.ownerId);
    if (!loaded || !isTranslationLanguage(lang) || !canTranslateMenus(plan)) {
      await repo.finish(db, job, workerId);
      return;
    }
    const fields = listTranslatableFields(loaded.document);
    const stored = new Map((await repo.list(db, job.menuId, lang)).map((row) => [row.key, row]));
    const obsolete = [...stored.keys()].filter((key) => !fields.some((f) => f.key === key));
    // Nothing is re-sent when its source did not change; an owner's text is never replaced.
    const todo = fields.filter((field) => {
      const row = stored.get(field.key);
      return (
        !row || (isReplaceableByMachine(row.origin) && row.sourceHash !== sourceHash(field.source))
      );
    });
    const characters = todo.reduce((total, field) => total + field.source.length, 0);
    if (todo.length > 0 && provider.isPaid) {
      const isAllowed = await reserve(job.ownerId, characters);
      if (!isAllowed) {
        const failure = TRANSLATION_MESSAGES.monthlyCap(options.monthlyCharacters);
        await repo.postpone(db, job, { delayMs: 0, failure, workerId });
        return;
      }
    }
    let results: (string | null)[] = [];
    try {
      results =
        todo.length > 0 ? await provider.translate({ texts: todo.map((f) => f.source), lang }) : [];
    } catch (error) {
      if (provider.isPaid) await repo.addCharacters(db, job.ownerId, currentMonth(), -characters);
      const isRetryable = !(error instanceof ProviderError) || error.isRetryable;
      const isLast = !isRetryable || job.attempts + 1 >= maxAttempts;
      options.log.warn({ err: error }, `translating menu ${job.menuId} into ${lang} failed`);
      await repo.postpone(db, job, {
        delayMs: Math.min(options.retryBaseMs * 2 ** job.attempts, MAX_DELAY_MS),
        failure: isLast ? UNAVAILABLE_MESSAGE : null,
        workerId,
      });
      return;
    }
    const hasNews = obsolete.length > 0 || results.some((text) => text?.trim());
    if (!hasNews) {
      // Nothing to store (e.g. the dictionaries know none of the texts): no event, no re-render.
      await repo.finish(db, job, workerId);
      return;
    }
    await events.transaction(async (trx, emit) => {
      const rows = [];
      for (const [index, field] of todo.entries()) {
        const text = results[index]?.trim();
        if (!text) continue;
        // The owner may have typed a correction while the provider answered.
        if (await repo.isOwnerRow(trx, job.menuId, lang, field.key)) continue;
        rows.push({
          key: field.key,
          text,
          origin: provider.origin,
          provider: provider.name,
          sourceHash: sourceHash(field.source),
        });
      }
      await repo.upsert(trx, { menuId: job.menuId, ownerId: job.ownerId, lang, rows });
      await repo.remove(trx, job.menuId, lang, obsolete);
      await repo.finish(trx, job, workerId);
      // Diner pages of this menu are cached: they drop and re-render with the new text.
      if (rows.length > 0 || obsolete.length > 0) {
        await emit('menu.changed', {
          ownerId: job.ownerId,
          menuId: job.menuId,
          reason: 'translations',
        });
      }
    });
  }

  /** Counts the characters before sending; false when the month's cap would be passed. */
  async function reserve(ownerId: string, characters: number): Promise<boolean> {
    return events.transaction(async (trx) => {
      await lockOwner(trx, dialect, ownerId);
      const used = await repo.usedCharacters(trx, ownerId, currentMonth());
      if (used + characters > options.monthlyCharacters) return false;
      await repo.addCharacters(trx, ownerId, currentMonth(), characters);
      return true;
    });
  }

  return {
    requestMenu,
    wake,
    start() {
      events.on('menu.changed', (payload) => {
        if (payload.reason === 'translations') return;
        const request = requestMenu(payload)
          .catch((error) => options.log.warn({ err: error }, 'queuing translations failed'))
          .finally(() => requesting.delete(request));
        requesting.add(request);
      });
      timer = setInterval(wake, options.pollMs ?? 5_000);
      timer.unref();
      wake();
    },
    /** The jobs waiting, running, delayed or stopped, all instances together (metrics). */
    jobCounts: () => repo.countJobs(db),
    /** Resolves when nothing is being queued or run here (tests; graceful shutdown). */
    async idle() {
      while (running || requesting.size > 0) {
        await Promise.all([running, ...requesting]);
      }
    },
    async close() {
      isClosed = true;
      if (timer) clearInterval(timer);
      while (running || requesting.size > 0) {
        await Promise.all([running, ...requesting]);
      }
    },
  };
}

export type TranslationQueue = ReturnType<typeof createTranslationQueue>;
