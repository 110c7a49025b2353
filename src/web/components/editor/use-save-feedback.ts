import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { EditorSession } from '../../lib/editor/editor-session';
import type { SaveOutcome } from '../../lib/editor/save-controller';
import { SAVE_ERROR_MESSAGE } from '../../lib/editor/save-errors';
import { notifyMenusChanged } from '../../lib/menu-sync';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';

export const OFFLINE_LABEL = 'Hors ligne — vos modifications sont conservées';

/**
 * What the owner hears about saving: the dashboard (this tab and others) refreshes after every
 * acknowledged save, the new menu gets its address, failures are toasted once, and the manual
 * save reports its outcome. Returns the manual "Sauvegarder".
 */
export function useSaveFeedback(session: EditorSession, onCreated: (id: string) => void) {
  const queryClient = useQueryClient();
  const { controller } = session;
  const onCreatedRef = useRef(onCreated);
  onCreatedRef.current = onCreated;

  useEffect(() => {
    const refresh = (id: string) => notifyMenusChanged(queryClient, id);
    session.handlers.onSaved = (event, detail) => {
      queryClient.setQueryData(queryKeys.menu(detail.id), detail);
      refresh(detail.id);
      if (event.wasCreated) onCreatedRef.current(detail.id);
    };
    // A save acknowledged after the editor closed still refreshes the lists, nothing more.
    return () => {
      session.handlers.onSaved = (_event, detail) => refresh(detail.id);
    };
  }, [session, queryClient]);

  const { status, message } = controller.getState();
  useEffect(() => {
    // One toast per kind of failure (the id de-duplicates the automatic retries).
    if (status === 'failed') toast.error(SAVE_ERROR_MESSAGE, { id: 'menu-save' });
    if (status === 'blocked' && message) toast.error(message, { id: 'menu-save' });
  }, [status, message]);

  return useCallback(async (): Promise<SaveOutcome> => {
    const hadChanges = controller.getState().hasUnsavedChanges;
    const outcome = await controller.saveNow();
    if (outcome.ok) {
      if (hadChanges) toast.success('Menu sauvegardé avec succès', { id: 'menu-save' });
    } else if (outcome.status === 'invalid') {
      toast.error('Erreur', { description: outcome.message, id: 'menu-save' });
    } else if (outcome.status === 'offline') {
      toast.warning(OFFLINE_LABEL, {
        description: 'Elles seront enregistrées dès le retour du réseau.',
        id: 'menu-save',
      });
    }
    return outcome;
  }, [controller]);
}
