import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** "Annuler" on an order card, after a confirmation saying it cannot be undone (spec §4). */
export function CancelOrderDialog({
  orderNumber,
  onConfirm,
  isDisabled,
}: {
  orderNumber: number;
  /** A rejection keeps the dialog open with the error's message. */
  onConfirm: () => Promise<void>;
  isDisabled: boolean;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="lg" className="grow px-4" disabled={isDisabled}>
          Annuler
        </Button>
      }
      title={`Annuler la commande n° ${orderNumber} ?`}
      description="Cette action est irréversible : la commande sera marquée comme annulée."
      cancelLabel="Retour"
      confirmLabel="Annuler la commande"
      pendingLabel="Annulation…"
      variant="destructive"
      onConfirm={onConfirm}
      errorFallback="Impossible d'annuler la commande."
    />
  );
}
