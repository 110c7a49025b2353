import { createContext, useContext } from 'react';
import type { MenuDocument } from '../../../domain/menu/menu-schema';
import type { EditorSession } from '../../lib/editor/editor-session';
import type { SaveOutcome, SaveState } from '../../lib/editor/save-controller';
import type { EditorActions } from './use-editor-actions';

export type DishPanelTarget =
  | { mode: 'add'; categoryId: string | null }
  | { mode: 'edit'; dishId: string };

/** What the editor can do: stable across edits, so the dish rows need not re-render. */
export type EditorCommands = {
  session: EditorSession;
  isMobile: boolean;
  actions: EditorActions;
  /** "Sauvegarder": saves at once and tells the owner how it went. */
  saveNow: () => Promise<SaveOutcome>;
  /** The same, before leaving the editor (a new menu then keeps its /new address). */
  saveBeforeLeaving: () => Promise<SaveOutcome>;
  selectCategory: (categoryId: string | null) => void;
  openDishPanel: (target: DishPanelTarget) => void;
  openCategoryPicker: () => void;
  askDeleteCategory: (categoryId: string) => void;
  /** Leaves for the dashboard, asking first when something is unsaved (phone layout). */
  exitEditor: () => void;
};

/** What the editor shows: changes with every edit. */
export type EditorView = {
  state: SaveState<MenuDocument>;
  menu: MenuDocument;
  selectedCategoryId: string | null;
};

export const EditorCommandsContext = createContext<EditorCommands | null>(null);
export const EditorViewContext = createContext<EditorView | null>(null);

export function useEditorCommands(): EditorCommands {
  const value = useContext(EditorCommandsContext);
  if (!value) throw new Error('useEditorCommands must be used inside the menu editor');
  return value;
}

/** Commands and view together, for the parts that show the menu or its save state. */
export function useEditor(): EditorCommands & EditorView {
  const view = useContext(EditorViewContext);
  if (!view) throw new Error('useEditor must be used inside the menu editor');
  return { ...useEditorCommands(), ...view };
}
