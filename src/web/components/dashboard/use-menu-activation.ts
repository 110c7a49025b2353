import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuView } from '../../../domain/menu/menu-view';
import { api } from '../../lib/api';
import { notifyMenusChanged } from '../../lib/menu-sync';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';

type Variables = { menuId: string; isActive: boolean };

/** The server's rule, applied ahead of its answer: one active menu at most. */
function applyActivation(menus: MenuView[], { menuId, isActive }: Variables): MenuView[] {
  return menus.map((menu) => {
    if (menu.id === menuId) return { ...menu, isActive };
    return isActive ? { ...menu, isActive: false } : menu;
  });
}

/**
 * Premium activation switch, optimistic: the cards change at once; on failure they go back
 * and the server's French message is shown.
 */
export function useMenuActivation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ menuId, isActive }: Variables) =>
      isActive ? api.activateMenu(menuId) : api.deactivateMenu(menuId),
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.menus, exact: true });
      const previous = queryClient.getQueryData<MenuView[]>(queryKeys.menus);
      if (previous) queryClient.setQueryData(queryKeys.menus, applyActivation(previous, variables));
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.menus, context.previous);
      toast.error(error.message);
      // A refusal may mean the plan changed elsewhere (e.g. back to free): show the truth.
      void queryClient.invalidateQueries({ queryKey: queryKeys.menus, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.account });
    },
    onSuccess: (menus, { menuId }) => {
      // The answer is the whole list as the server now has it.
      queryClient.setQueryData(queryKeys.menus, menus);
      notifyMenusChanged(queryClient, menuId);
    },
  });
}
