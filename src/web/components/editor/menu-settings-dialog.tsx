import { type FormEvent, useId, useState } from 'react';
import { LIMITS } from '../../../domain/menu/limits';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { useEditor } from './editor-context';

/** "Paramètres du menu": the menu's name (spec §2, phones). */
export function MenuSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { menu, actions } = useEditor();
  const [name, setName] = useState(menu.name);
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name !== menu.name) actions.rename(name.trim());
    onOpenChange(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setName(menu.name);
        onOpenChange(next);
      }}
    >
      <DialogContent onOpenAutoFocus={() => setName(menu.name)}>
        <DialogHeader>
          <DialogTitle>Paramètres du menu</DialogTitle>
          <DialogDescription>Le nom que vos clients verront en haut du menu.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-2">
          <Label htmlFor={id}>Nom du menu</Label>
          <Input
            id={id}
            value={name}
            maxLength={LIMITS.nameMaxLength}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
          <DialogFooter>
            <Button type="submit">Valider</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
