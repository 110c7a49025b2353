import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { MenuView } from '../../../domain/menu/menu-view';
import { api } from '../../lib/api';
import { notifyMenusChanged } from '../../lib/menu-sync';
import { queryKeys } from '../../lib/query-keys';
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

/**
 * The bin button of a card and its confirmation (spec §4). Radix gives the focus back to the
 * bin button on "Annuler"; after a deletion that button is gone, so `onDeleted` says where the
 * focus goes instead.
 */
export function DeleteMenuDialog({
  menuId,
  displayName,
  onDeleted,
}: {
  menuId: string;
  displayName: string;
  onDeleted: () => void;
}) {
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const isDeleted = useRef(false);

  async function onConfirm() {
    setIsDeleting(true);
    try {
      await api.deleteMenu(menuId);
    } catch (error) {
      setIsDeleting(false);
      toast.error('Impossible de supprimer le menu', {
        description: error instanceof Error ? error.message : undefined,
      });
      return;
    }
    isDeleted.current = true;
    setIsOpen(false);
    queryClient.setQueryData<MenuView[]>(queryKeys.menus, (menus) =>
      menus?.filter((menu) => menu.id !== menuId),
    );
    queryClient.removeQueries({ queryKey: queryKeys.menu(menuId), exact: true });
    notifyMenusChanged(queryClient, menuId);
    toast.success('Menu supprimé');
  }

  return (
    <AlertDialog open={isOpen} onOpenChange={(open) => !isDeleting && setIsOpen(open)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="shrink-0 text-muted-foreground hover:text-destructive"
          aria-label={`Supprimer le menu ${displayName}`}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!isDeleted.current) return;
          event.preventDefault();
          onDeleted();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Supprimer le menu</AlertDialogTitle>
          <AlertDialogDescription>
            Êtes-vous sûr de vouloir supprimer ce menu ? Cette action est irréversible.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={isDeleting}>
              Annuler
            </Button>
          </AlertDialogCancel>
          <Button variant="destructive" isLoading={isDeleting} onClick={onConfirm}>
            Supprimer
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
