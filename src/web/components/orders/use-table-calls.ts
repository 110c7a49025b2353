import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Call } from '../../../domain/calls/call-schema';
import { boardApi } from '../../lib/board-api';
import { subscribeToCalls, subscribeToStreamState } from '../../lib/order-stream';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { playNewOrderChime } from './order-sound';
import { applyCallChange } from './table-call-model';

/**
 * The restaurant's open table calls, live: read once (and again whenever the board's stream
 * (re)connects, since the stream replays orders, not calls), then kept by the stream's call
 * events; a new call rings the new-order chime. "J'arrive" answers one.
 */
export function useTableCalls(isEnabled: boolean) {
  const queryClient = useQueryClient();
  const calls = useQuery({
    queryKey: queryKeys.calls,
    queryFn: async () => (await boardApi.openCalls()).calls,
    enabled: isEnabled,
  });

  useEffect(() => {
    if (!isEnabled) return;
    const stopCalls = subscribeToCalls((change, call) => {
      queryClient.setQueryData<Call[]>(queryKeys.calls, (current) =>
        applyCallChange(current, change, call),
      );
      if (change === 'created') playNewOrderChime();
    });
    const stopState = subscribeToStreamState((state) => {
      if (state === 'open') queryClient.invalidateQueries({ queryKey: queryKeys.calls });
    });
    return () => {
      stopCalls();
      stopState();
    };
  }, [isEnabled, queryClient]);

  const acknowledge = useMutation({
    mutationFn: (call: Call) => boardApi.acknowledgeCall(call.id),
    onSuccess: (answered) =>
      queryClient.setQueryData<Call[]>(queryKeys.calls, (current) =>
        applyCallChange(current, 'acknowledged', answered),
      ),
    // Closed meanwhile (15 minutes unanswered): the list is read again, and the board says so.
    onError: (error) => {
      toast.error('Erreur', { description: error.message });
      void queryClient.invalidateQueries({ queryKey: queryKeys.calls });
    },
  });

  return { calls: calls.data ?? [], acknowledge };
}
