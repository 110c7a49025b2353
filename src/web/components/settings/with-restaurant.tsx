import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Restaurant } from '../../lib/api';
import { Button } from '../ui/button';
import { restaurantQuery } from './restaurant-queries';

/**
 * The restaurant's profile for a settings card: its content once loaded, `loading` meanwhile,
 * and, when the profile could not be read (a dropped connection), a French message with
 * "Réessayer" rather than "Chargement…" for ever.
 */
export function WithRestaurant({
  children,
  loading = <p className="text-sm text-muted-foreground">Chargement…</p>,
}: {
  children: (restaurant: Restaurant) => ReactNode;
  loading?: ReactNode;
}) {
  const { data: restaurant, isError, isRefetching, refetch } = useQuery(restaurantQuery);
  if (restaurant) return children(restaurant);
  if (!isError) return loading;
  return (
    <div className="grid justify-items-start gap-2">
      <p role="alert" className="text-sm text-destructive">
        Impossible de charger le profil du restaurant. Vérifiez votre connexion.
      </p>
      <Button variant="outline" size="sm" isLoading={isRefetching} onClick={() => void refetch()}>
        Réessayer
      </Button>
    </div>
  );
}
