import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** The restaurant's public profile: Settings edits it, the QR page shares its address. */
export const restaurantQuery = queryOptions({
  queryKey: queryKeys.restaurant,
  queryFn: api.restaurant,
});
