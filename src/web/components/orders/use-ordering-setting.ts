import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Ordering } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';

/**
 * The restaurant's ordering settings (`GET|PUT /api/v1/ordering`) and one switch's save: the
 * answer replaces the cached settings, and the toast says what is now true.
 */
export function useOrderingSetting(
  save: (value: boolean) => Promise<Ordering>,
  savedMessage: (settings: Ordering) => string,
) {
  const queryClient = useQueryClient();
  const ordering = useQuery({ queryKey: queryKeys.ordering, queryFn: api.ordering });
  const update = useMutation({
    mutationFn: save,
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.ordering, result);
      toast.success(savedMessage(result));
    },
    onError: (error) => toast.error('Erreur', { description: error.message }),
  });
  return { ordering, update };
}
