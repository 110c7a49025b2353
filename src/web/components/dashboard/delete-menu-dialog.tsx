import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import type { MenuView } from '../../../domain/menu/menu-view';
import { api } from '../../lib/api';
import { notifyMenusChanged } from '../../lib/menu-sync';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';

/**
 * The bin button of a card and its confirmation (spec §4). The focus goes back to the bin
 * button on "Annuler"; after a deletion that button is gone, so `onDeleted` says where the
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

  async function deleteMenu() {
    await api.deleteMenu(menuId);
    queryClient.setQueryData<MenuView[]>(queryKeys.menus, (menus) =>
      menus?.filter((menu) => menu.id !== menuId),
    );
    queryClient.removeQueries({ queryKey: queryKeys.menu(menuId), exact: true });
    notifyMenusChanged(queryClient, menuId);
    toast.success('Menu supprimé');
  }

  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="shrink-0 text-muted-foreground hover:text-destructive"
          aria-label={`Supprimer le menu ${displayName}`}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </Button>
      }
      title="Supprimer le menu"
      description="Êtes-vous sûr de vouloir supprimer ce menu ? Cette action est irréversible."
      confirmLabel="Supprimer"
      variant="destructive"
      onConfirm={deleteMenu}
      errorFallback="Impossible de supprimer le menu."
      focusFallback={onDeleted}
    />
  );
}
