import { useState } from 'react';
import { useNavigate } from 'react-router';
import { UNLOAD_MESSAGE } from '../../lib/editor/use-editor-session';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../ui/alert-dialog';
import { Button } from '../ui/button';
import { useEditor } from './editor-context';

/** Delay before leaving after "Sauvegarder et quitter", so the toast is seen (spec §9). */
const LEAVE_AFTER_SAVE_MS = 250;

/** The phone layout's back button with unsaved changes: save and leave, or discard (spec §2). */
export function ExitDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { session, state, saveBeforeLeaving } = useEditor();
  const navigate = useNavigate();
  const [isSaving, setIsSaving] = useState(false);

  async function saveAndLeave() {
    setIsSaving(true);
    const outcome = await saveBeforeLeaving();
    setIsSaving(false);
    onOpenChange(false);
    if (outcome.ok) setTimeout(() => navigate('/dashboard'), LEAVE_AFTER_SAVE_MS);
  }

  function discardAndLeave() {
    session.replaceWith({ document: state.document, id: state.id, version: state.version });
    onOpenChange(false);
    navigate('/dashboard');
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !isSaving && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Quitter l'éditeur ?</AlertDialogTitle>
          <AlertDialogDescription>{UNLOAD_MESSAGE}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter className="sm:flex-wrap">
          <Button variant="ghost" disabled={isSaving} onClick={() => onOpenChange(false)}>
            Annuler
          </Button>
          <Button variant="outline" disabled={isSaving} onClick={discardAndLeave}>
            Quitter sans sauvegarder
          </Button>
          <Button isLoading={isSaving} onClick={() => void saveAndLeave()}>
            Sauvegarder et quitter
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
