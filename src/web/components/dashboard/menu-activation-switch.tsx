import { useId, useState } from 'react';
import type { MenuView } from '../../../domain/menu/menu-view';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Label } from '../ui/label';
import { Switch } from '../ui/switch';
import { useMenuActivation } from './use-menu-activation';

export const EMPTY_MENU_QUESTION =
  'Ce menu ne contient aucun plat. Si vous l’activez, vos clients verront un menu vide en scannant votre QR code.';

/**
 * Premium only: makes this menu the one diners get through the QR code, or none. Activating a
 * menu without dishes asks first: publishing an empty menu is rarely what the owner meant.
 */
export function MenuActivationSwitch({
  menu,
  displayName,
}: {
  menu: MenuView;
  displayName: string;
}) {
  const id = useId();
  const activation = useMenuActivation();
  const isSwitching = activation.isPending && activation.variables?.menuId === menu.id;
  const [isAskingEmpty, setIsAskingEmpty] = useState(false);

  const activate = (isActive: boolean) => {
    if (isSwitching) return;
    if (isActive && menu.itemsCount === 0) {
      setIsAskingEmpty(true);
      return;
    }
    activation.mutate({ menuId: menu.id, isActive });
  };

  return (
    <div className="flex min-h-11 items-center justify-between gap-3 rounded-md bg-muted/60 px-3">
      <Label htmlFor={id} className="cursor-pointer py-3">
        Menu actif<span className="sr-only"> ({displayName})</span>
      </Label>
      <Switch
        id={id}
        checked={menu.isActive}
        // Not `disabled` while saving: a disabled control drops the keyboard focus.
        aria-busy={isSwitching || undefined}
        onCheckedChange={activate}
      />
      <ConfirmDialog
        open={isAskingEmpty}
        onOpenChange={setIsAskingEmpty}
        title={`Activer le menu ${displayName} ?`}
        description={EMPTY_MENU_QUESTION}
        confirmLabel="Activer quand même"
        onConfirm={() => {
          activation.mutate({ menuId: menu.id, isActive: true });
        }}
      />
    </div>
  );
}
