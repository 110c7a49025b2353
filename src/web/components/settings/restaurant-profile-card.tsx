import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { Deferred } from '../../lib/deferred';
import { Button } from '../ui/button';
import { ProfileImages } from './profile-images';
import { restaurantQuery } from './restaurant-queries';

/**
 * The fields and opening hours (their form library and validation) sit below the logo and the
 * photo on a phone: they load when they come near the screen or at the owner's first tap or key
 * (lib/deferred), not with the settings screen.
 */
const RestaurantProfileForm = lazy(() =>
  import('./restaurant-profile-form').then((m) => ({ default: m.RestaurantProfileForm })),
);

/**
 * While the profile loads, the place of the logo and the photo is kept: the cards below do not
 * come up into the first screen (no layout shift, and lib/deferred does not load them).
 */
export const PROFILE_LOADING = (
  <p className="min-h-[38rem] text-sm text-muted-foreground md:min-h-[20rem]">Chargement…</p>
);

/** "Profil du restaurant": what the diner page's header and its JSON-LD show (issue 15 §5). */
export function RestaurantProfileCardContent() {
  const { data: restaurant, isError, refetch } = useQuery(restaurantQuery);
  if (isError) {
    return (
      <div className="grid justify-items-start gap-2">
        <p role="alert" className="text-sm text-destructive">
          Impossible de charger le profil du restaurant.
        </p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  if (!restaurant) return PROFILE_LOADING;
  return (
    <div className="grid gap-8">
      <ProfileImages restaurant={restaurant} />
      <Deferred minHeight="40rem" margin="100px">
        <RestaurantProfileForm restaurant={restaurant} />
      </Deferred>
    </div>
  );
}
