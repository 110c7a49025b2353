import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useRef } from 'react';
import { api } from '../../lib/api';
import { notifyMenusChanged } from '../../lib/menu-sync';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';

/**
 * "Dupliquer" on a card (Premium): the server copies the menu as "… (copie)"; the list refreshes
 * and says so. A second tap while the copy is on its way, or just after it came back (a double
 * tap on a fast connection: the answer can arrive between the two taps), does nothing.
 */
const DOUBLE_TAP_MS = 1000;
export function DuplicateMenuButton({
  menuId,
  displayName,
}: {
  menuId: string;
  displayName: string;
}) {
  const queryClient = useQueryClient();
  // Set at the first tap, before React re-renders the disabled button.
  const isSending = useRef(false);
  const duplicate = useMutation({
    mutationFn: () => api.duplicateMenu(menuId),
    onSettled: () => {
      setTimeout(() => {
        isSending.current = false;
      }, DOUBLE_TAP_MS);
    },
    onSuccess: (copy) => {
      notifyMenusChanged(queryClient, copy.id);
      void queryClient.invalidateQueries({ queryKey: queryKeys.menus, exact: true });
      toast.success(`« ${copy.document.name} » a été créé`);
    },
    onError: (error) => toast.error(error.message || 'Impossible de dupliquer le menu.'),
  });
  return (
    <Button
      variant="ghost"
      size="sm"
      className="min-h-11 px-3"
      disabled={duplicate.isPending}
      aria-busy={duplicate.isPending}
      onClick={() => {
        if (isSending.current) return;
        isSending.current = true;
        duplicate.mutate();
      }}
    >
      <Copy aria-hidden="true" className="size-4" />
      {duplicate.isPending ? 'Duplication…' : 'Dupliquer'}
      <span className="sr-only"> le menu {displayName}</span>
    </Button>
  );
}
