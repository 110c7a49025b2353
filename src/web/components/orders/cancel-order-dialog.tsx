import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../ui/alert-dialog';
import { Button } from '../ui/button';

/** "Annuler" on an order card, after a confirmation saying it cannot be undone (spec §4). */
export function CancelOrderDialog({
  orderNumber,
  onConfirm,
  isDisabled,
}: {
  orderNumber: number;
  onConfirm: () => Promise<void>;
  isDisabled: boolean;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [isCancelling, setIsCancelling] = useState(false);

  async function confirm() {
    setIsCancelling(true);
    try {
      await onConfirm();
      setIsOpen(false);
    } finally {
      setIsCancelling(false);
    }
  }

  return (
    <AlertDialog open={isOpen} onOpenChange={(open) => !isCancelling && setIsOpen(open)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="lg" disabled={isDisabled}>
          Annuler
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Annuler la commande n° {orderNumber} ?</AlertDialogTitle>
          <AlertDialogDescription>
            Cette action est irréversible : la commande sera marquée comme annulée.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={isCancelling}>
              Retour
            </Button>
          </AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={isCancelling}>
            {isCancelling ? 'Annulation…' : 'Annuler la commande'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
