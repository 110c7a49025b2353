import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { EditorStart } from '../../lib/editor/editor-session';
import { useEditorSession } from '../../lib/editor/use-editor-session';
import { useLeaveGuard } from '../../lib/editor/use-leave-guard';
import { onDemand, useOnDemand } from '../../lib/on-demand';
import { useMediaQuery } from '../../lib/use-media-query';
import { ConflictDialog } from './conflict-dialog';
import { DeleteCategoryDialog } from './delete-category-dialog';
import { DesktopLayout } from './desktop-layout';
import {
  type DishPanelTarget,
  type EditorCommands,
  EditorCommandsContext,
  type EditorView,
  EditorViewContext,
} from './editor-context';
import { ExitDialog } from './exit-dialog';
import { LeaveGuardDialog } from './leave-guard-dialog';
import { MobileLayout } from './mobile-layout';
import { useEditorActions } from './use-editor-actions';
import { useEditorTitle, useMobileMode } from './use-editor-page';
import { useSaveFeedback } from './use-save-feedback';

// The dish panel (its drawer, the form and its validation) and the category picker load on
// demand (lib/on-demand): the editor's first load shows the menu (`npm run bench:web`).
const dishPanelModule = onDemand(() => import('./dish-panel'));
const categoryPickerModule = onDemand(() => import('./category-picker-dialog'));

/** The menu editor: one editing session, laid out for phones (< 768 px) or larger screens. */
export function MenuEditor({
  start,
  ownerId,
  onCreated,
}: {
  start: EditorStart;
  ownerId: string;
  onCreated: (id: string) => void;
}) {
  const { session, state } = useEditorSession(start, ownerId);
  const { controller } = session;
  const isMobile = !useMediaQuery('(min-width: 768px)');
  const navigate = useNavigate();
  const [selectedCategoryId, setSelectedCategoryId] = useState<string | null>(null);
  const [dishPanel, setDishPanel] = useState<DishPanelTarget | null>(null);
  const [isPickerOpen, setPickerOpen] = useState(false);
  const [categoryToDelete, setCategoryToDelete] = useState<string | null>(null);
  const [isExitOpen, setExitOpen] = useState(false);
  const panel = useOnDemand(dishPanelModule, dishPanel !== null, () => setDishPanel(null));
  const picker = useOnDemand(categoryPickerModule, isPickerOpen, () => setPickerOpen(false));

  const clearSelection = useCallback(
    (categoryId: string) =>
      setSelectedCategoryId((current) => (current === categoryId ? null : current)),
    [],
  );
  const actions = useEditorActions(controller, clearSelection);
  // While saving to leave, a new menu does not take its address: the owner is going elsewhere.
  const isLeaving = useRef(false);
  const onCreatedHere = useCallback(
    (id: string) => {
      if (!isLeaving.current) onCreated(id);
    },
    [onCreated],
  );
  const saveNow = useSaveFeedback(session, onCreatedHere);
  const saveBeforeLeaving = useCallback(async () => {
    isLeaving.current = true;
    const outcome = await saveNow();
    if (!outcome.ok) isLeaving.current = false;
    return outcome;
  }, [saveNow]);
  const guard = useLeaveGuard({
    hasUnsavedChanges: () => controller.getState().hasUnsavedChanges,
    saveNow: saveBeforeLeaving,
    allowedPath: () => {
      const { id } = controller.getState();
      return id ? `/dashboard/menu/${encodeURIComponent(id)}/edit` : null;
    },
  });
  useEditorTitle(state.document.name);
  useMobileMode(isMobile);

  const exitEditor = useCallback(() => {
    if (controller.getState().hasUnsavedChanges) setExitOpen(true);
    else navigate('/dashboard');
  }, [controller, navigate]);

  const commands = useMemo<EditorCommands>(
    () => ({
      session,
      isMobile,
      actions,
      saveNow,
      saveBeforeLeaving,
      selectCategory: setSelectedCategoryId,
      openDishPanel: setDishPanel,
      openCategoryPicker: () => setPickerOpen(true),
      askDeleteCategory: setCategoryToDelete,
      exitEditor,
    }),
    [session, isMobile, actions, saveNow, saveBeforeLeaving, exitEditor],
  );
  const view = useMemo<EditorView>(
    () => ({ state, menu: state.document, selectedCategoryId }),
    [state, selectedCategoryId],
  );

  return (
    <EditorCommandsContext.Provider value={commands}>
      <EditorViewContext.Provider value={view}>
        {isMobile ? <MobileLayout /> : <DesktopLayout />}
        {panel && <panel.DishPanel target={dishPanel} onClose={() => setDishPanel(null)} />}
        {picker && <picker.CategoryPickerDialog open={isPickerOpen} onOpenChange={setPickerOpen} />}
        <DeleteCategoryDialog
          categoryId={categoryToDelete}
          onClose={() => setCategoryToDelete(null)}
        />
        <ConflictDialog />
        <ExitDialog open={isExitOpen} onOpenChange={setExitOpen} />
        <LeaveGuardDialog guard={guard} title="Navigation en cours" />
      </EditorViewContext.Provider>
    </EditorCommandsContext.Provider>
  );
}
