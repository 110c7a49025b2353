import { useRef, useState } from 'react';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Drawer, DrawerContent, DrawerTitle } from '../ui/drawer';
import { Sheet, SheetContent, SheetTitle } from '../ui/sheet';
import { DishForm } from './dish-form';
import { type DishPanelTarget, useEditor } from './editor-context';
import { focusMainInstead } from './focus-main';

/** The dish panel: a bottom drawer on phones, a 500 px side sheet on larger screens. */
export function DishPanel({
  target,
  onClose,
}: {
  target: DishPanelTarget | null;
  onClose: () => void;
}) {
  const { isMobile, menu } = useEditor();
  // Keeps the content while the panel closes; a new opening gets a fresh form.
  const shown = useRef<{ target: DishPanelTarget; key: number } | null>(null);
  if (target && shown.current?.target !== target) {
    shown.current = { target, key: (shown.current?.key ?? 0) + 1 };
  }
  const current = shown.current;
  const isEditedDishGone =
    target?.mode === 'edit' &&
    !menu.categories.some((category) => category.items.some((dish) => dish.id === target.dishId));
  const open = target !== null && !isEditedDishGone;
  const title = current?.target.mode === 'edit' ? 'Modifier le plat' : 'Ajouter un plat';
  const onOpenChange = (next: boolean) => {
    if (!next) onClose();
  };
  // Escape or a click outside a half-filled panel asks first: a stray key must not lose what
  // was typed. The close button and "Ajouter"/"Sauvegarder" stay direct.
  const isDirty = useRef(false);
  const [isDiscardAsked, setDiscardAsked] = useState(false);
  const guardDismiss = (event: Event) => {
    if (!isDirty.current) return;
    event.preventDefault();
    setDiscardAsked(true);
  };
  const form = current && (
    <DishForm
      key={current.key}
      target={current.target}
      onDone={onClose}
      onDirtyChange={(dirty) => {
        isDirty.current = dirty;
      }}
    />
  );
  const discardDialog = (
    <ConfirmDialog
      open={isDiscardAsked}
      onOpenChange={setDiscardAsked}
      title={
        current?.target.mode === 'edit' ? 'Abandonner les modifications ?' : 'Abandonner ce plat ?'
      }
      description="Ce que vous avez saisi dans ce panneau sera perdu."
      cancelLabel="Continuer la saisie"
      confirmLabel="Abandonner"
      variant="destructive"
      onConfirm={() => {
        isDirty.current = false;
        onClose();
      }}
    />
  );
  const onCloseAutoFocus = (event: Event) => {
    const edited = shown.current?.target;
    const selector = edited?.mode === 'edit' ? `[data-dish-id="${CSS.escape(edited.dishId)}"]` : '';
    if (selector && !document.querySelector(selector)) focusMainInstead(event);
  };

  if (isMobile) {
    return (
      <Drawer open={open} onOpenChange={onOpenChange} repositionInputs={false}>
        <DrawerContent
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          onEscapeKeyDown={guardDismiss}
          onInteractOutside={guardDismiss}
        >
          <DrawerTitle className="px-5 pt-2 pb-1 text-lg font-semibold">{title}</DrawerTitle>
          {form}
        </DrawerContent>
        {discardDialog}
      </Drawer>
    );
  }
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
        onEscapeKeyDown={guardDismiss}
        onInteractOutside={guardDismiss}
      >
        <SheetTitle className="border-b border-border px-6 py-4 pr-16 text-lg font-semibold">
          {title}
        </SheetTitle>
        {form}
      </SheetContent>
      {discardDialog}
    </Sheet>
  );
}
