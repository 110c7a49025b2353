import type { useLeaveGuard } from '../../lib/editor/use-leave-guard';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** The unsaved-changes guard's dialog (spec §2), generic title by default. */
export function LeaveGuardDialog({
  guard,
  title = 'Modifications non sauvegardées',
}: {
  guard: ReturnType<typeof useLeaveGuard>;
  title?: string;
}) {
  return (
    <ConfirmDialog
      // The guard closes itself once the owner stays or the navigation goes on.
      open={guard.isOpen}
      onCancel={guard.stay}
      title={title}
      description="Vous avez des modifications non sauvegardées. Voulez-vous sauvegarder avant de continuer ?"
      cancelLabel="Revenir à l'édition"
      confirmLabel="Sauvegarder et continuer"
      onConfirm={guard.saveAndContinue}
    />
  );
}
