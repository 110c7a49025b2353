import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** How often the card asks again while a paid checkout's webhook has not landed yet. */
export const ACTIVATION_POLL_MS = 1000;

/**
 * The owner's subscription as the server holds it (spec §4: checked when the card shows, and
 * after a return from the payment pages). Never decided by the browser.
 */
export const subscriptionQueryOptions = queryOptions({
  queryKey: queryKeys.subscription,
  queryFn: api.subscription,
  staleTime: 0,
  retry: 1,
});

export function useSubscription(options: { isPolling?: boolean } = {}) {
  return useQuery({
    ...subscriptionQueryOptions,
    refetchInterval: (query) =>
      options.isPolling && !query.state.data?.subscribed ? ACTIVATION_POLL_MS : false,
  });
}
