import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { Switch } from '../ui/switch';
import { TakeAwaySwitch } from './take-away-switch';

/** "Commandes ouvertes": closed, diners can still read the menu but their cart says so. */
export function OrderingSwitch() {
  const queryClient = useQueryClient();
  const ordering = useQuery({ queryKey: queryKeys.ordering, queryFn: api.ordering });
  const update = useMutation({
    mutationFn: api.setOrdering,
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.ordering, result);
      toast.success(result.open ? 'Commandes ouvertes' : 'Commandes fermées');
    },
    onError: (error) => toast.error('Erreur', { description: error.message }),
  });
  const isOpen = ordering.data?.open ?? false;

  return (
    <div className="grid gap-2 rounded-lg border border-border bg-card p-4">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor="ordering-open" className="text-base font-semibold">
          Commandes ouvertes
        </label>
        <Switch
          id="ordering-open"
          checked={isOpen}
          disabled={ordering.isPending || update.isPending}
          onCheckedChange={(open) => update.mutate(open)}
        />
      </div>
      {!ordering.isPending && !isOpen && (
        <p className="text-sm text-muted-foreground">
          Les clients peuvent lire votre menu mais pas commander. Ouvrez les commandes pour recevoir
          celles de vos tables ici.
        </p>
      )}
      <TakeAwaySwitch />
    </div>
  );
}
