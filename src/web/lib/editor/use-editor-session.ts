import { useEffect, useState, useSyncExternalStore } from 'react';
import { browserDraftStorage } from './draft-storage';
import { createDraftStore } from './draft-store';
import { createEditorSession, type EditorStart } from './editor-session';

/** Identifies this page load: a tab clears only the drafts it wrote. */
const TAB_ID = globalThis.crypto.randomUUID();

export const UNLOAD_MESSAGE =
  'Vous avez des modifications non sauvegardées. Êtes-vous sûr de vouloir quitter ?';

export function openDraftStore(ownerId: string) {
  return createDraftStore({ storage: browserDraftStorage(), ownerId, tabId: TAB_ID });
}

/**
 * The editing session of one menu, alive as long as the editor is mounted: its save state
 * re-renders the editor; the browser's online/offline events and page unload are wired here.
 */
export function useEditorSession(start: EditorStart, ownerId: string) {
  const [session] = useState(() => createEditorSession(start, openDraftStore(ownerId)));
  const { controller } = session;
  const state = useSyncExternalStore(controller.subscribe, controller.getState);

  useEffect(() => session.attach(), [session]);

  useEffect(() => {
    const onOnline = () => controller.retry();
    const onOffline = () => controller.markOffline();
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [controller]);

  useEffect(() => {
    if (!state.hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers show their own wording; older ones show this one.
      event.returnValue = UNLOAD_MESSAGE;
      return UNLOAD_MESSAGE;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state.hasUnsavedChanges]);

  return { session, state };
}
