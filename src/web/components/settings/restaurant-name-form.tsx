import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { messageOf, updateRestaurantName } from '../../lib/auth-client';
import { lazyZodResolver } from '../../lib/lazy-resolver';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { RegisteredField } from '../ui/registered-field';

// On the settings screen's first load: its validation loads on demand (lib/lazy-resolver).
const resolver = lazyZodResolver(() =>
  import('./settings-schemas').then((schemas) => schemas.RestaurantNameFormSchema),
);

/** Renames the restaurant; the header shows the new name as soon as it is saved. */
export function RestaurantNameForm({ restaurantName }: { restaurantName: string }) {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver,
    defaultValues: { restaurantName },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await updateRestaurantName(values.restaurantName);
      } catch (error) {
        toast.error('Erreur', { description: messageOf(error, 'Impossible de sauvegarder.') });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
      form.reset(values);
      toast.success('Paramètres sauvegardés');
    },
    (invalid) => {
      const message = invalid.restaurantName?.message;
      if (message) toast.error('Erreur', { description: message });
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:max-w-md">
      <RegisteredField form={form} name="restaurantName" label="Nom du restaurant">
        <Input autoComplete="organization" required />
      </RegisteredField>
      <Button type="submit" isLoading={isSubmitting} className="sm:justify-self-start">
        Enregistrer
      </Button>
    </form>
  );
}
