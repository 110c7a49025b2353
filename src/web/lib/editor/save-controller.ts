/**
 * The editor's saving as one small state machine (it replaces the prototype's throttles).
 * Each change bumps `revision`; the server acknowledged `savedRevision`. Autosave starts
 * `debounceMs` after the last change, "save now" at once; one save at most is in flight and a
 * change made meanwhile is sent right after it. Every save targets the last acknowledged
 * version (If-Match), or creates the menu. A conflict or a refusal stops autosaving until the
 * owner acts; offline and server failures are retried (`retry()` when back online, and later).
 * No DOM, no React: time comes from the injected clock, I/O from the injected `save`.
 */

import { createTimer, createWaiters, systemClock } from './save-helpers';
import type {
  SaveControllerOptions,
  SaveFailure,
  SaveOutcome,
  SaveState,
  SaveStatus,
} from './save-types';

export type * from './save-types';

export type SaveController<D> = ReturnType<typeof createSaveController<D>>;

const STOPPING: readonly SaveStatus[] = ['conflict', 'blocked'];
const RETRIED: readonly SaveStatus[] = ['offline', 'failed'];

export function createSaveController<D>(options: SaveControllerOptions<D>) {
  const clock = options.clock ?? systemClock;
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);
  const debounceMs = options.debounceMs ?? 1000;
  const retryDelays = options.retryDelaysMs ?? [2000, 5000, 15_000, 30_000, 60_000];

  let { document, id, version } = options.initial;
  let revision = options.initial.hasUnsavedChanges ? 1 : 0;
  let savedRevision = 0;
  // A menu loaded from the server is saved as it stands; a new one is not yet.
  let hasSaved = id !== null;
  let inFlight: number | null = null;
  let failure: SaveFailure | null = null;
  const debounce = createTimer(clock);
  const retryLater = createTimer(clock);
  let retryAttempt = 0;
  // Bumped by reset(): the answer of a save sent before it is ignored.
  let epoch = 0;
  const waiters = createWaiters();
  const listeners = new Set<() => void>();
  let snapshot = buildState();

  function buildState(): SaveState<D> {
    const hasUnsavedChanges = revision !== savedRevision;
    let status: SaveStatus = hasSaved ? 'saved' : 'idle';
    if (inFlight !== null) status = 'saving';
    else if (failure) status = failure.status;
    else if (hasUnsavedChanges) status = 'dirty';
    return {
      document,
      id,
      version,
      revision,
      savedRevision,
      status,
      message: inFlight === null ? (failure?.message ?? null) : null,
      hasUnsavedChanges,
      isSaving: inFlight !== null,
    };
  }

  function emit() {
    snapshot = buildState();
    for (const listener of listeners) listener();
  }

  const settleWaiters = () => waiters.settle(savedRevision, failure);

  function fail(next: SaveFailure) {
    failure = next;
    if (RETRIED.includes(next.status)) {
      retryLater.start(
        retryDelays[Math.min(retryAttempt, retryDelays.length - 1)] ?? 60_000,
        flush,
      );
      retryAttempt += 1;
    }
    settleWaiters();
    emit();
  }

  function flush() {
    debounce.stop();
    if (inFlight !== null) return; // the end of the current save sends what is newer
    if (revision === savedRevision) {
      failure = null;
      settleWaiters();
      emit();
      return;
    }
    if (failure && STOPPING.includes(failure.status)) {
      settleWaiters();
      return;
    }
    const message = options.validate?.(document) ?? null;
    if (message) return fail({ status: 'invalid', message });
    if (!isOnline()) return fail({ status: 'offline', message: null });
    send();
  }

  function send() {
    retryLater.stop();
    const sent = { revision, document, target: { id, version }, epoch };
    inFlight = revision;
    emit();
    options.save(sent.document, sent.target).then(
      (ack) => {
        if (sent.epoch !== epoch) return;
        inFlight = null;
        id = ack.id;
        version = ack.version;
        savedRevision = sent.revision;
        hasSaved = true;
        failure = null;
        retryAttempt = 0;
        emit(); // before onSaved, which may read getState() (e.g. to navigate)
        options.onSaved?.({
          ack,
          document: sent.document,
          revision: sent.revision,
          wasCreated: sent.target.id === null,
          isUpToDate: revision === savedRevision,
        });
        settleWaiters();
        if (revision !== savedRevision) flush();
      },
      (error: unknown) => {
        if (sent.epoch !== epoch) return;
        inFlight = null;
        fail(options.classifyError(error));
      },
    );
  }

  return {
    getState: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    /** Records a change and (re)starts the autosave delay. */
    edit(change: D | ((current: D) => D)) {
      document = typeof change === 'function' ? (change as (current: D) => D)(document) : change;
      revision += 1;
      if (failure?.status === 'invalid' || failure?.status === 'failed') failure = null;
      if (!failure || !STOPPING.includes(failure.status)) debounce.start(debounceMs, flush);
      emit();
    },

    /** Starts the autosave delay for what is unsaved (e.g. a resumed draft). */
    saveSoon() {
      const isStopped = failure !== null && STOPPING.includes(failure.status);
      if (revision !== savedRevision && !isStopped) debounce.start(debounceMs, flush);
    },

    /** Saves at once; resolves when the current revision is acknowledged, or why it is not. */
    saveNow(): Promise<SaveOutcome> {
      if (revision === savedRevision && inFlight === null) return Promise.resolve({ ok: true });
      const outcome = waiters.wait(revision);
      if (failure?.status === 'offline' || failure?.status === 'failed') failure = null;
      flush();
      return outcome;
    },

    /** The browser is back online (or the owner asks again): retry a pending save now. */
    retry() {
      if (failure && RETRIED.includes(failure.status)) {
        failure = null;
        flush();
      }
    },

    /** The browser went offline: say so at once when there is something to save. */
    markOffline() {
      if (inFlight === null && revision !== savedRevision && !failure) {
        fail({ status: 'offline', message: null });
      }
    },

    /** Conflict resolved by overwriting: send the working copy over the server's `latest`. */
    overwrite(latestVersion: number): Promise<SaveOutcome> {
      version = latestVersion;
      failure = null;
      return this.saveNow();
    },

    /** Replaces the working copy with an acknowledged one (reload, discard). */
    reset(next: { document: D; id: string | null; version: number | null }) {
      epoch += 1;
      debounce.stop();
      retryLater.stop();
      ({ document, id, version } = next);
      inFlight = null;
      failure = null;
      hasSaved = next.id !== null;
      revision += 1;
      savedRevision = revision;
      settleWaiters();
      emit();
    },
  };
}
