import { Save } from 'lucide-react';
import { Button } from '../ui/button';
import { useEditor } from './editor-context';

/** "Sauvegarder" ("Sauvegarde..." while saving); disabled while saving or with nothing new. */
export function SaveButton({ className }: { className?: string }) {
  const { state, saveNow } = useEditor();
  return (
    <Button
      className={className}
      isLoading={state.isSaving}
      disabled={!state.hasUnsavedChanges}
      onClick={() => void saveNow()}
    >
      {!state.isSaving && <Save aria-hidden="true" className="size-4" />}
      {state.isSaving ? 'Sauvegarde...' : 'Sauvegarder'}
    </Button>
  );
}
