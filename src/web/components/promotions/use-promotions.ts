import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromotionInputDraft } from '../../../domain/menu/promotions';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export const promotionsQueryOptions = (menuId: string) =>
  queryOptions({
    queryKey: queryKeys.promotions(menuId),
    queryFn: () => api.promotions(menuId),
    // "En cours" follows the server's clock: re-read it now and then.
    refetchInterval: 60_000,
  });

/** Create, replace (edit, pause, resume) and delete; each refreshes the list. */
export function usePromotionMutations(menuId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.promotions(menuId) });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: string; body: PromotionInputDraft }) =>
      id ? api.updatePromotion(menuId, id, body) : api.createPromotion(menuId, body),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.deletePromotion(menuId, id),
    onSuccess: refresh,
  });
  return { save, remove };
}
