/**
 * The places kept while the restaurant's profile loads, as tall as what comes for a new
 * restaurant (measured in Chromium: a phone at 390 px and a tablet at 768 px, both touch screens,
 * and a desktop at 1280 px with a mouse; a touch screen's buttons are taller): the cards below neither come
 * up into the first screen (lib/deferred would load them) nor jump down when the profile arrives
 * under an owner who has scrolled to them (Safari does not anchor the scroll).
 * `tests/e2e/settings-profile-place.spec.ts` fails when these heights are wrong: measure again.
 */

/** The profile's form (its fields and opening hours). */
export const PROFILE_FORM_PLACE = 'min-h-[101.5rem] md:min-h-[84.125rem] lg:min-h-[82.125rem]';

/** The whole card's content: the logo and the photo, a gap, the form. */
export const PROFILE_CARD_PLACE = 'min-h-[136.5rem] md:min-h-[101.875rem] lg:min-h-[96.375rem]';
