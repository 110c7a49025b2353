/** The save controller's vocabulary (see save-controller.ts). */

export type SaveStatus =
  | 'idle' // nothing to save and nothing saved yet (a new, untouched menu)
  | 'dirty'
  | 'saving'
  | 'saved'
  | 'offline'
  | 'invalid' // refused before sending (or 422): `message` says why
  | 'conflict' // someone saved a newer version: the owner chooses reload or overwrite
  | 'blocked' // the server refuses this owner the change (403)
  | 'failed'; // the server failed; retried later

export type SaveTarget = { id: string | null; version: number | null };
export type SaveAck = { id: string; version: number };
export type SaveFailure = {
  status: 'offline' | 'invalid' | 'conflict' | 'blocked' | 'failed';
  message: string | null;
};
export type SaveOutcome = { ok: true } | { ok: false; status: SaveStatus; message: string | null };

export type SaveState<D> = {
  document: D;
  id: string | null;
  version: number | null;
  revision: number;
  savedRevision: number;
  status: SaveStatus;
  message: string | null;
  hasUnsavedChanges: boolean;
  isSaving: boolean;
};

export type Clock = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type SavedEvent<D> = {
  ack: SaveAck;
  document: D;
  revision: number;
  wasCreated: boolean;
  isUpToDate: boolean;
};

export type SaveControllerOptions<D> = {
  initial: {
    document: D;
    id: string | null;
    version: number | null;
    /** A working copy the server has not acknowledged (a resumed draft). */
    hasUnsavedChanges?: boolean;
  };
  save: (document: D, target: SaveTarget) => Promise<SaveAck>;
  classifyError: (error: unknown) => SaveFailure;
  validate?: (document: D) => string | null;
  isOnline?: () => boolean;
  clock?: Clock;
  debounceMs?: number;
  retryDelaysMs?: readonly number[];
  onSaved?: (event: SavedEvent<D>) => void;
};
