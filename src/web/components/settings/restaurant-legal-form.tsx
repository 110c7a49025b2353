import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { VAT_EXEMPT_MENTION } from '../../../domain/restaurant/legal';
import { PROFILE_LIMITS, RestaurantProfileSchema } from '../../../domain/restaurant/profile';
import { api, type Restaurant } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { fieldsOf, showRefusal, toastInvalidFields } from './profile-form-parts';
import { WithRestaurant } from './with-restaurant';

const TEXT_FIELDS = [
  'legalName',
  'siret',
  'vatNumber',
  'legalStreetAddress',
  'legalPostalCode',
  'legalCity',
] as const;
const OFFICE_FIELDS = ['legalStreetAddress', 'legalPostalCode', 'legalCity'] as const;

/** The server's rules (src/domain/restaurant/profile.ts), for these fields only. */
const LegalFormSchema = RestaurantProfileSchema.pick({
  legalName: true,
  siret: true,
  vatNumber: true,
  isVatExempt: true,
  legalStreetAddress: true,
  legalPostalCode: true,
  legalCity: true,
});

function formValues(restaurant: Restaurant) {
  return {
    legalName: restaurant.legalName ?? '',
    siret: restaurant.siret ?? '',
    vatNumber: restaurant.vatNumber ?? '',
    isVatExempt: restaurant.isVatExempt,
    legalStreetAddress: restaurant.legalStreetAddress ?? '',
    legalPostalCode: restaurant.legalPostalCode ?? '',
    legalCity: restaurant.legalCity ?? '',
  };
}

const hasOwnOffice = (restaurant: Restaurant) =>
  OFFICE_FIELDS.some((field) => Boolean(restaurant[field]));

/** "Mentions légales des reçus": what the receipts of table payments print (issue 23 §4). */
export function RestaurantLegalCardContent() {
  return (
    <WithRestaurant>
      {(restaurant) => <RestaurantLegalForm restaurant={restaurant} />}
    </WithRestaurant>
  );
}

function RestaurantLegalForm({ restaurant }: { restaurant: Restaurant }) {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(LegalFormSchema),
    defaultValues: formValues(restaurant),
  });
  const [isOfficeElsewhere, setOfficeElsewhere] = useState(() => hasOwnOffice(restaurant));
  const isVatExempt = useWatch({ control: form.control, name: 'isVatExempt' });
  const exemptId = useId();
  const officeId = useId();
  const { isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const office = isOfficeElsewhere
      ? {}
      : { legalStreetAddress: null, legalPostalCode: null, legalCity: null };
    try {
      const saved = await api.updateRestaurant({ ...values, ...office });
      queryClient.setQueryData(queryKeys.restaurant, saved);
      form.reset(formValues(saved));
      setOfficeElsewhere(hasOwnOffice(saved));
      toast.success('Mentions légales enregistrées', {
        description: 'Vos prochains reçus les indiqueront.',
      });
    } catch (error) {
      showRefusal(form, TEXT_FIELDS, error);
    }
  }, toastInvalidFields);

  const field = fieldsOf(form);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5"
      aria-label="Mentions légales des reçus"
    >
      <div className="grid gap-4 md:grid-cols-2">
        {field(
          'legalName',
          'Raison sociale',
          <Input autoComplete="organization" maxLength={PROFILE_LIMITS.legalName} />,
          'Le nom de votre société, par exemple « SARL Le Comptoir ».',
        )}
        {field(
          'siret',
          'SIRET',
          <Input inputMode="numeric" spellCheck={false} placeholder="123 456 789 00012" />,
          '14 chiffres, sur votre extrait Kbis ou votre avis de situation Insee.',
        )}
        {field(
          'vatNumber',
          'Numéro de TVA intracommunautaire',
          <Input autoCapitalize="characters" spellCheck={false} placeholder="FR00 123 456 789" />,
          isVatExempt ? 'Facultatif en franchise de TVA.' : undefined,
        )}
      </div>
      <div className="flex items-start gap-3">
        <input
          id={exemptId}
          type="checkbox"
          className="mt-1 size-4 accent-primary"
          {...form.register('isVatExempt')}
        />
        <label htmlFor={exemptId} className="text-sm">
          Franchise en base de TVA (par exemple une micro-entreprise) : vos reçus ne comptent pas de
          TVA et indiquent « {VAT_EXEMPT_MENTION} ».
        </label>
      </div>
      <div className="flex items-start gap-3">
        <input
          id={officeId}
          type="checkbox"
          className="mt-1 size-4 accent-primary"
          checked={isOfficeElsewhere}
          onChange={(event) => setOfficeElsewhere(event.target.checked)}
        />
        <label htmlFor={officeId} className="text-sm">
          Le siège social est à une autre adresse que le restaurant
        </label>
      </div>
      {isOfficeElsewhere && (
        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="sr-only">Adresse du siège social</legend>
          {field('legalStreetAddress', 'Adresse du siège', <Input autoComplete="street-address" />)}
          <div className="grid grid-cols-[8rem_1fr] gap-3">
            {field(
              'legalPostalCode',
              'Code postal',
              <Input autoComplete="postal-code" inputMode="numeric" maxLength={5} />,
            )}
            {field('legalCity', 'Ville', <Input autoComplete="address-level2" />)}
          </div>
        </fieldset>
      )}
      <Button
        type="submit"
        isLoading={isSubmitting}
        disabled={!isDirty && isOfficeElsewhere === hasOwnOffice(restaurant)}
        className="sm:justify-self-start"
      >
        Enregistrer les mentions légales
      </Button>
    </form>
  );
}
