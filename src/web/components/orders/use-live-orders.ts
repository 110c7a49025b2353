import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { OrderStreamEvent } from '../../../domain/orders/order-events';
import {
  onStreamRefused,
  type StreamState,
  subscribeToOrders,
  subscribeToStreamState,
} from '../../lib/order-stream';
import { queryKeys } from '../../lib/query-keys';

/**
 * Keeps the orders queries fresh from the live feed: every event refetches the lists and the
 * counts (cheap, and always right); `onEvent` lets a screen react too (the new-order alert).
 */
export function useLiveOrders(
  options: { isEnabled: boolean; onEvent?: (event: OrderStreamEvent) => void } = {
    isEnabled: true,
  },
) {
  const queryClient = useQueryClient();
  const { isEnabled, onEvent } = options;
  useEffect(() => {
    if (!isEnabled) return;
    const stopOrders = subscribeToOrders((event) => {
      queryClient.invalidateQueries({ queryKey: queryKeys.orders });
      onEvent?.(event);
    });
    // A stream starts at "now": whatever happened before it (re)connected is read again.
    const stopState = subscribeToStreamState((state) => {
      if (state === 'open') queryClient.invalidateQueries({ queryKey: queryKeys.orders });
    });
    // Refused: is the session over (a member removed, a tablet revoked)? The guard then leaves.
    const stopRefused = onStreamRefused(() => {
      queryClient.invalidateQueries({ queryKey: queryKeys.session });
    });
    return () => {
      stopOrders();
      stopState();
      stopRefused();
    };
  }, [isEnabled, onEvent, queryClient]);
}

/** Whether the live feed is connected, for the "Connexion perdue" notice. */
export function useStreamState(isEnabled: boolean): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  useEffect(() => (isEnabled ? subscribeToStreamState(setState) : undefined), [isEnabled]);
  return state;
}
