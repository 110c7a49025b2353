import { useNavigate } from 'react-router';
import { UNLOAD_MESSAGE } from '../../lib/editor/use-editor-session';
import { ConfirmDialog } from '../ui/confirm-dialog';
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

  async function saveAndLeave() {
    const outcome = await saveBeforeLeaving();
    if (outcome.ok) setTimeout(() => navigate('/dashboard'), LEAVE_AFTER_SAVE_MS);
  }

  function discardAndLeave() {
    session.replaceWith({ document: state.document, id: state.id, version: state.version });
    navigate('/dashboard');
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Quitter l'éditeur ?"
      description={UNLOAD_MESSAGE}
      secondaryAction={{ label: 'Quitter sans sauvegarder', onSelect: discardAndLeave }}
      confirmLabel="Sauvegarder et quitter"
      onConfirm={saveAndLeave}
    />
  );
}
