import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

export const countLabel = (count: number) =>
  count === 0 ? 'Aucune table' : count === 1 ? '1 table' : `${count} tables`;

/**
 * Replaces the owner's tables. The server answers 422 with a French message (empty or
 * duplicate name, too many tables) that the forms show as is.
 */
export function useSaveTables() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: string[]) => api.saveTables(names),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.tables, data);
      toast.success('Tables enregistrées', {
        description: `${countLabel(data.tables.length)} dans votre liste.`,
      });
    },
  });
}
