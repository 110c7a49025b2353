import { lazy } from 'react';
import { Deferred } from '../../lib/deferred';
import { ProfileImages } from './profile-images';
import { WithRestaurant } from './with-restaurant';

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
  return (
    <WithRestaurant loading={PROFILE_LOADING}>
      {(restaurant) => (
        <div className="grid gap-8">
          <ProfileImages restaurant={restaurant} />
          <Deferred minHeight="40rem" margin="100px">
            <RestaurantProfileForm restaurant={restaurant} />
          </Deferred>
        </div>
      )}
    </WithRestaurant>
  );
}
