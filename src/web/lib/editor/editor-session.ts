import { type MenuDocument, validateMenuForSave } from '../../../domain/menu/menu-schema';
import type { MenuDetail } from '../../../domain/menu/menu-view';
import { api } from '../api';
import type { DraftStore } from './draft-store';
import { createSaveController, type SavedEvent, type SaveState } from './save-controller';
import { classifySaveError } from './save-errors';

export type EditorStart = {
  /** The acknowledged document (the server's, or the blank new menu). */
  document: MenuDocument;
  id: string | null;
  version: number | null;
  /** A resumed draft: applied as a change over `document`, edited from `baseVersion`. */
  resumed?: { document: MenuDocument; baseVersion: number | null } | null;
};

export type SessionHandlers = {
  onSaved?: (event: SavedEvent<MenuDocument>, detail: MenuDetail) => void;
};

/**
 * One editing session of one menu: the save controller (talking to the API) and the draft
 * kept in the browser for as long as the server has not acknowledged the working copy.
 */
export function createEditorSession(start: EditorStart, drafts: DraftStore) {
  const handlers: SessionHandlers = {};
  const details = new Map<number, MenuDetail>();

  const controller = createSaveController<MenuDocument>({
    initial: start.resumed
      ? {
          document: start.resumed.document,
          id: start.id,
          version: start.resumed.baseVersion,
          hasUnsavedChanges: true,
        }
      : { document: start.document, id: start.id, version: start.version },
    validate: validateMenuForSave,
    classifyError: classifySaveError,
    async save(document, target) {
      const detail =
        target.id === null || target.version === null
          ? await api.createMenu(document)
          : await api.updateMenu(target.id, target.version, document);
      details.set(detail.version, detail);
      return { id: detail.id, version: detail.version };
    },
    onSaved(event) {
      const detail = details.get(event.ack.version);
      details.clear();
      const ignore = () => {};
      if (event.wasCreated) {
        // The new menu's draft moves under its id (written below when still unsaved).
        void drafts.clearAcknowledged(null, Number.POSITIVE_INFINITY).catch(ignore);
      }
      void drafts.clearAcknowledged(event.ack.id, event.revision).catch(ignore);
      if (detail) handlers.onSaved?.(event, detail);
    },
  });

  // Keeps the working copy in the browser whenever it holds something the server lacks.
  let persisted: Pick<SaveState<MenuDocument>, 'revision' | 'id' | 'version'> | null = null;
  function persist() {
    const state = controller.getState();
    if (!state.hasUnsavedChanges) return;
    const isWritten =
      persisted?.revision === state.revision &&
      persisted.id === state.id &&
      persisted.version === state.version;
    if (isWritten) return;
    persisted = { revision: state.revision, id: state.id, version: state.version };
    const { id: menuId, version: baseVersion, document, revision } = state;
    void drafts.save({ menuId, baseVersion, document, revision }).catch(() => {});
  }

  return {
    controller,
    drafts,
    handlers,
    /**
     * Starts the session's side effects (draft writes, the autosave of a resumed draft); kept
     * out of the constructor so that a render React throws away leaves nothing running.
     */
    attach() {
      const unsubscribe = controller.subscribe(persist);
      persist();
      controller.saveSoon();
      return unsubscribe;
    },
    /** Drops the working copy for the given acknowledged one (reload, ignore a draft). */
    replaceWith(detail: { document: MenuDocument; id: string | null; version: number | null }) {
      void drafts.discard(controller.getState().id).catch(() => {});
      controller.reset(detail);
    },
  };
}

export type EditorSession = ReturnType<typeof createEditorSession>;
