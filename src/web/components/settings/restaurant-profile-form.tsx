import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  formatPhoneNational,
  PROFILE_LIMITS,
  RestaurantProfileSchema,
} from '../../../domain/restaurant/profile';
import { WeeklySlotSchema } from '../../../domain/time/weekly-slots';
import { api, type Restaurant } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Textarea } from '../ui/textarea';
import { toWeeklySlots, toWeekRanges, type WeekRanges } from './opening-hours';
import { OpeningHoursEditor } from './opening-hours-editor';
import { fieldsOf, showRefusal, toastInvalidFields } from './profile-form-parts';

const TEXT_FIELDS = [
  'streetAddress',
  'postalCode',
  'city',
  'phone',
  'description',
  'website',
  'instagram',
  'reservationUrl',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** The same rules as the server's (src/domain/restaurant/profile.ts), field by field. */
const ProfileTextSchema = RestaurantProfileSchema.pick(
  Object.fromEntries(TEXT_FIELDS.map((field) => [field, true])) as Record<TextField, true>,
);

/** What the owner reads in the fields: the phone the French way, the handle with "@". */
function formValues(restaurant: Restaurant): Record<TextField, string> {
  return {
    streetAddress: restaurant.streetAddress ?? '',
    postalCode: restaurant.postalCode ?? '',
    city: restaurant.city ?? '',
    phone: restaurant.phone ? formatPhoneNational(restaurant.phone) : '',
    description: restaurant.description ?? '',
    website: restaurant.website ?? '',
    instagram: restaurant.instagram ? `@${restaurant.instagram}` : '',
    reservationUrl: restaurant.reservationUrl ?? '',
  };
}

/** Each day's first wrong range, in French (e.g. same start and end). */
function hoursErrors(week: WeekRanges): Partial<Record<number, string>> {
  const errors: Partial<Record<number, string>> = {};
  for (const [day, ranges] of Object.entries(week)) {
    for (const range of ranges) {
      const checked = WeeklySlotSchema.safeParse({ days: [Number(day)], ...range });
      if (!checked.success) {
        errors[Number(day)] ??= checked.error.issues[0]?.message;
      }
    }
  }
  return errors;
}

/** The profile's fields and opening hours (restaurant-profile-card.tsx loads it on demand). */
export function RestaurantProfileForm({ restaurant }: { restaurant: Restaurant }) {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(ProfileTextSchema),
    defaultValues: formValues(restaurant),
  });
  const [week, setWeek] = useState(() => toWeekRanges(restaurant.openingHours));
  const [isWeekDirty, setIsWeekDirty] = useState(false);
  const [weekErrors, setWeekErrors] = useState<Partial<Record<number, string>>>({});
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  const { isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const errors = hoursErrors(week);
    setWeekErrors(errors);
    if (Object.keys(errors).length > 0) {
      toast.error('Erreur', { description: 'Vérifiez les horaires d’ouverture.' });
      return;
    }
    try {
      const saved = await api.updateRestaurant({
        ...values,
        openingHours: toWeeklySlots(week),
      });
      queryClient.setQueryData(queryKeys.restaurant, saved);
      form.reset(formValues(saved));
      setWeek(toWeekRanges(saved.openingHours));
      setIsWeekDirty(false);
      toast.success('Profil du restaurant enregistré', {
        description: 'Votre page publique affiche déjà ces informations.',
      });
    } catch (error) {
      showRefusal(form, TEXT_FIELDS, error);
    }
  }, toastInvalidFields);

  const field = fieldsOf(form);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label="Profil du restaurant">
      <div className="grid gap-4 md:grid-cols-2">
        {field(
          'streetAddress',
          'Adresse',
          <Input autoComplete="street-address" placeholder="12 rue Oberkampf" />,
        )}
        <div className="grid grid-cols-[8rem_1fr] gap-3">
          {field(
            'postalCode',
            'Code postal',
            <Input autoComplete="postal-code" inputMode="numeric" maxLength={5} />,
          )}
          {field('city', 'Ville', <Input autoComplete="address-level2" />)}
        </div>
        {field(
          'phone',
          'Téléphone',
          <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="01 23 45 67 89" />,
          'Les clients l’appellent d’un geste depuis votre menu.',
        )}
        {field(
          'instagram',
          'Instagram',
          <Input autoCapitalize="none" spellCheck={false} placeholder="@monrestaurant" />,
        )}
        {field(
          'website',
          'Site web',
          <Input type="url" inputMode="url" spellCheck={false} placeholder="https://" />,
        )}
        {field(
          'reservationUrl',
          'Lien de réservation',
          <Input type="url" inputMode="url" spellCheck={false} placeholder="https://" />,
          'Votre page de réservation en ligne (TheFork, Zenchef, votre site…).',
        )}
        {field(
          'description',
          'Description courte',
          <Textarea rows={3} maxLength={PROFILE_LIMITS.description} />,
          `${description.length} / ${PROFILE_LIMITS.description} caractères`,
        )}
      </div>
      <OpeningHoursEditor
        week={week}
        errors={weekErrors}
        onChange={(next) => {
          setWeek(next);
          setIsWeekDirty(true);
          setWeekErrors({});
        }}
      />
      <Button
        type="submit"
        isLoading={isSubmitting}
        disabled={!isDirty && !isWeekDirty}
        className="sm:justify-self-start"
      >
        Enregistrer le profil
      </Button>
    </form>
  );
}
