import { lazy } from 'react';
import { cn } from '../../lib/cn';
import { Deferred } from '../../lib/deferred';
import { ProfileImages } from './profile-images';
import { PROFILE_CARD_PLACE, PROFILE_FORM_PLACE } from './profile-place';
import { WithRestaurant } from './with-restaurant';

/**
 * The fields and opening hours (their form library and validation) sit below the logo and the
 * photo on a phone: they load when they come near the screen or at the owner's first tap or key
 * (lib/deferred), not with the settings screen.
 */
const RestaurantProfileForm = lazy(() =>
  import('./restaurant-profile-form').then((m) => ({ default: m.RestaurantProfileForm })),
);

/** While the profile loads: its place kept (profile-place.ts). */
export const PROFILE_LOADING = (
  <p className={cn('text-sm text-muted-foreground', PROFILE_CARD_PLACE)}>Chargement…</p>
);

/** "Profil du restaurant": what the diner page's header and its JSON-LD show (issue 15 §5). */
export function RestaurantProfileCardContent() {
  return (
    <WithRestaurant loading={PROFILE_LOADING}>
      {(restaurant) => (
        <div className="grid gap-8">
          <ProfileImages restaurant={restaurant} />
          <Deferred placeClassName={PROFILE_FORM_PLACE} margin="100px">
            <RestaurantProfileForm restaurant={restaurant} />
          </Deferred>
        </div>
      )}
    </WithRestaurant>
  );
}
