import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  AVAILABILITY_MESSAGES,
  type Availability,
  type SoldOutUntil,
} from '../../../domain/menu/availability';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';

export const availabilityQueryOptions = (menuId: string) =>
  queryOptions({
    queryKey: queryKeys.availability(menuId),
    queryFn: () => api.availability(menuId),
    // A phone at the pass may mark a dish while the editor is open on a laptop.
    refetchInterval: 60_000,
  });

/** The ids of the menu's dishes marked "Épuisé" now (none while loading or without a menu). */
export function useSoldOutIds(menuId: string | undefined): ReadonlySet<string> {
  const { data } = useQuery({
    ...availabilityQueryOptions(menuId ?? ''),
    enabled: Boolean(menuId),
  });
  return new Set(data?.soldOut.map((dish) => dish.dishId));
}

type Variables = { dishId: string; soldOut: boolean; until: SoldOutUntil };

/** One dish's entry taken from `from` into `into` (the others stay as they are). */
function withDish(into: Availability, from: Availability, dishId: string): Availability {
  const others = into.soldOut.filter((dish) => dish.dishId !== dishId);
  const entry = from.soldOut.find((dish) => dish.dishId === dishId);
  return { ...into, soldOut: entry ? [...others, entry] : others };
}

/**
 * The "Épuisé" toggle, optimistic: the row changes at once; a failure puts it back and says so
 * in French. A dish being sent cannot be sent again until the answer (`isPending(dishId)`).
 * Each answer updates only its own dish, so quick taps on several dishes never flicker.
 */
export function useSoldOutToggle(menuId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.availability(menuId);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  // Read synchronously: two taps in the same frame must not send twice.
  const sending = useRef(new Set<string>());
  const setDishPending = (dishId: string, isPending: boolean) =>
    setPending((current) => {
      const next = new Set(current);
      if (isPending) next.add(dishId);
      else next.delete(dishId);
      return next;
    });

  const mutation = useMutation({
    mutationFn: ({ dishId, soldOut, until }: Variables) =>
      api.setSoldOut(menuId, dishId, { soldOut, until }),
    onMutate: async ({ dishId, soldOut, until }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Availability>(key);
      if (previous) {
        const guess: Availability = {
          ...previous,
          soldOut: soldOut
            ? [{ dishId, until: until === 'tomorrow' ? previous.backAt : null }]
            : [],
        };
        queryClient.setQueryData(key, withDish(previous, guess, dishId));
      }
      return { previous };
    },
    onError: (error, { dishId }, context) => {
      const current = queryClient.getQueryData<Availability>(key);
      if (current && context?.previous) {
        queryClient.setQueryData(key, withDish(current, context.previous, dishId));
      }
      toast.error(error.message || AVAILABILITY_MESSAGES.toggleFailed);
    },
    onSuccess: (answer, { dishId }) => {
      const current = queryClient.getQueryData<Availability>(key);
      queryClient.setQueryData(key, current ? withDish(current, answer, dishId) : answer);
    },
    onSettled: (_data, _error, { dishId }) => {
      sending.current.delete(dishId);
      setDishPending(dishId, false);
    },
  });

  return {
    toggle: (variables: Variables) => {
      if (sending.current.has(variables.dishId)) return;
      sending.current.add(variables.dishId);
      setDishPending(variables.dishId, true);
      mutation.mutate(variables);
    },
    isPending: (dishId: string) => pending.has(dishId),
  };
}
