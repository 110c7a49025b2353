import {
  PROFILE_STRINGS,
  type ProfileStrings,
  weekdayName,
} from '../../domain/i18n/diner/profile-strings';
import { fillTemplate } from '../../domain/i18n/fill-template';
import type { Language } from '../../domain/i18n/languages';
import type { DishPhoto } from '../../domain/images/image-rules';
import {
  formatAddress,
  formatPhoneNational,
  instagramUrl,
  mapUrl,
  type RestaurantProfile,
  rangesOfDay,
} from '../../domain/restaurant/profile';
import { WEEKDAYS } from '../../domain/time/weekly-slots';

/** The profile at one instant, as the server decided it (server/owner-state/profile-snapshot.ts). */
export type ProfileAtInstant = {
  profile: RestaurantProfile;
  isOpen: boolean | null;
  weekday: number;
};

/** What the diner page's header shows of the restaurant, in the page's language. */
export type RestaurantView = {
  strings: ProfileStrings;
  address: { text: string; mapUrl: string } | null;
  phone: { text: string; href: string; label: string } | null;
  description: string | null;
  links: { kind: 'website' | 'instagram' | 'reservation'; href: string; label: string }[];
  /** null: no opening hours given. */
  hours: {
    isOpen: boolean;
    today: string[];
    week: { weekday: number; name: string; ranges: string[]; isToday: boolean }[];
  } | null;
  logo: { photo: DishPhoto; alt: string } | null;
  cover: DishPhoto | null;
  /** Anything to show besides pictures. */
  hasDetails: boolean;
};

export function buildRestaurantView(input: {
  snapshot: ProfileAtInstant;
  lang: Language;
  restaurantName: string;
  images?: ReadonlyMap<string, DishPhoto>;
}): RestaurantView {
  const { profile, isOpen, weekday } = input.snapshot;
  const strings = PROFILE_STRINGS[input.lang];
  const address = formatAddress(profile);
  const imageOf = (id: string | null) => (id ? (input.images?.get(id) ?? null) : null);
  const logo = imageOf(profile.logoImageId);
  const links: RestaurantView['links'] = [];
  if (profile.reservationUrl) {
    links.push({ kind: 'reservation', href: profile.reservationUrl, label: strings.reservation });
  }
  if (profile.website)
    links.push({ kind: 'website', href: profile.website, label: strings.website });
  if (profile.instagram) {
    links.push({
      kind: 'instagram',
      href: instagramUrl(profile.instagram),
      label: strings.instagram,
    });
  }
  const phoneText = profile.phone ? formatPhoneNational(profile.phone) : null;
  const view: RestaurantView = {
    strings,
    address: address ? { text: address, mapUrl: mapUrl(address) } : null,
    phone:
      profile.phone && phoneText
        ? {
            text: phoneText,
            href: `tel:${profile.phone}`,
            label: fillTemplate(strings.call, { phone: phoneText }),
          }
        : null,
    description: profile.description,
    links,
    hours:
      isOpen === null
        ? null
        : {
            isOpen,
            today: rangesOfDay(profile.openingHours, weekday),
            week: WEEKDAYS.map((day) => ({
              weekday: day,
              name: weekdayName(day, input.lang),
              ranges: rangesOfDay(profile.openingHours, day),
              isToday: day === weekday,
            })),
          },
    logo: logo
      ? { photo: logo, alt: fillTemplate(strings.logo, { restaurant: input.restaurantName }) }
      : null,
    cover: imageOf(profile.coverImageId),
    hasDetails: false,
  };
  view.hasDetails = Boolean(
    view.address || view.phone || view.description || view.links.length > 0 || view.hours,
  );
  return view;
}
