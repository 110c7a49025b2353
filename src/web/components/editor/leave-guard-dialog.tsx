import type { useLeaveGuard } from '../../lib/editor/use-leave-guard';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../ui/alert-dialog';
import { Button } from '../ui/button';

/** The unsaved-changes guard's dialog (spec §2), generic title by default. */
export function LeaveGuardDialog({
  guard,
  title = 'Modifications non sauvegardées',
}: {
  guard: ReturnType<typeof useLeaveGuard>;
  title?: string;
}) {
  return (
    <AlertDialog
      open={guard.isOpen}
      onOpenChange={(open) => {
        if (!open && !guard.isSaving) guard.stay();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>
            Vous avez des modifications non sauvegardées. Voulez-vous sauvegarder avant de continuer
            ?
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <Button variant="outline" disabled={guard.isSaving} onClick={guard.stay}>
            Revenir à l'édition
          </Button>
          <Button isLoading={guard.isSaving} onClick={() => void guard.saveAndContinue()}>
            Sauvegarder et continuer
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
