import { useId } from 'react';
import type { MenuView } from '../../../domain/menu/menu-view';
import { Label } from '../ui/label';
import { Switch } from '../ui/switch';
import { useMenuActivation } from './use-menu-activation';

/** Premium only: makes this menu the one diners get through the QR code, or none. */
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
        onCheckedChange={(isActive) => {
          if (!isSwitching) activation.mutate({ menuId: menu.id, isActive });
        }}
      />
    </div>
  );
}
