import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SLUG_CHANGE_LIMIT, SLUG_RELEASE_DAYS, SlugSchema } from '../../../domain/restaurant/slug';
import { ApiError, api, type Restaurant } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { copyUrl } from '../qr/use-qr-actions';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { RegisteredField } from '../ui/registered-field';
import { WithRestaurant } from './with-restaurant';

const PublicAddressSchema = z.object({ slug: SlugSchema });

/** "Adresse publique": the readable address `/{slug}` (issue 15 §6). */
export function PublicAddressCardContent() {
  return (
    <WithRestaurant>{(restaurant) => <PublicAddressForm restaurant={restaurant} />}</WithRestaurant>
  );
}

function PublicAddressForm({ restaurant }: { restaurant: Restaurant }) {
  const queryClient = useQueryClient();
  const base = restaurant.publicUrl.slice(0, -restaurant.slug.length);
  const form = useForm({
    resolver: zodResolver(PublicAddressSchema),
    defaultValues: { slug: restaurant.slug },
  });
  const slug = useWatch({ control: form.control, name: 'slug' });
  const preview = `${base}${slug.trim()}`;
  const { isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await api.updateRestaurant({ slug: values.slug });
        queryClient.setQueryData(queryKeys.restaurant, saved);
        form.reset({ slug: saved.slug });
        toast.success('Adresse publique enregistrée', {
          description: `L’ancienne adresse redirige vers la nouvelle pendant ${SLUG_RELEASE_DAYS} jours.`,
        });
      } catch (error) {
        const message = error instanceof ApiError ? error.message : 'Impossible de sauvegarder.';
        form.setError('slug', { message });
        toast.error('Erreur', { description: message });
      }
    },
    (invalid) => {
      const message = invalid.slug?.message;
      if (message) toast.error('Erreur', { description: message });
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:max-w-xl">
      <RegisteredField
        form={form}
        name="slug"
        label="Adresse publique"
        hint={`Lettres minuscules sans accent, chiffres et tirets. Vos QR codes imprimés restent valables. ${SLUG_CHANGE_LIMIT.limit} changements au plus en ${SLUG_CHANGE_LIMIT.days} jours.`}
      >
        <Input autoComplete="off" spellCheck={false} className="font-mono" required />
      </RegisteredField>
      <div className="flex items-center gap-2 rounded-lg border border-border bg-muted/50 p-3">
        <p className="min-w-0 flex-1 break-all font-mono text-sm" data-testid="public-address">
          {isDirty ? preview : restaurant.publicUrl}
        </p>
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={() => copyUrl(restaurant.publicUrl)}
          disabled={isDirty}
          aria-label="Copier l’adresse publique"
        >
          <Copy aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <Button
        type="submit"
        isLoading={isSubmitting}
        disabled={!isDirty}
        className="sm:justify-self-start"
      >
        Enregistrer l’adresse
      </Button>
    </form>
  );
}
