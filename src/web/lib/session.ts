import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Permission } from '../../domain/team/roles';
import { fetchSession } from './auth-client';
import { queryKeys } from './query-keys';

/**
 * Session state, one way: this query. Screens that change the session (sign-in, settings,
 * sign-out) refetch or clear it; a focused tab re-checks it, so a session revoked elsewhere
 * sends the owner back to the sign-in screen.
 */
const sessionQueryOptions = queryOptions({
  queryKey: queryKeys.session,
  queryFn: fetchSession,
  staleTime: 60_000,
  refetchOnWindowFocus: 'always',
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** The name shown in the header: the restaurant's, or the spec's default. */
export function useHeaderRestaurantName(): string {
  const { data } = useSession();
  return data?.restaurant.name.trim() || 'Mon Restaurant';
}

/** What the signed-in member's role allows (src/domain/team/roles.ts); false while unknown. */
export function useCan(permission: Permission): boolean {
  const { data } = useSession();
  return data?.permissions.includes(permission) ?? false;
}
