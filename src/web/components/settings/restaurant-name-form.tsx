import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  codePointLength,
  RESTAURANT_NAME_MAX_LENGTH,
  RESTAURANT_NAME_MESSAGES,
} from '../../../domain/account/account-messages';
import { messageOf, updateRestaurantName } from '../../lib/auth-client';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';

/** The rule of RestaurantNameSchema (domain/account), without zod: one field needs no library. */
function nameProblem(name: string): string | undefined {
  if (!name) return RESTAURANT_NAME_MESSAGES.empty;
  if (codePointLength(name) > RESTAURANT_NAME_MAX_LENGTH) return RESTAURANT_NAME_MESSAGES.tooLong;
  return undefined;
}

/**
 * Renames the restaurant (the owner's); the header shows the new name as soon as it is saved.
 * A plain controlled field: Paramètres' first load carries no form library (`npm run bench:web`).
 */
export function RestaurantNameForm({ restaurantName }: { restaurantName: string }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(restaurantName);
  const [error, setError] = useState<string>();
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSubmitting) return;
    const name = value.trim();
    const problem = nameProblem(name);
    setError(problem);
    if (problem) {
      toast.error('Erreur', { description: problem });
      return;
    }
    setIsSubmitting(true);
    try {
      await updateRestaurantName(name);
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
      setValue(name);
      toast.success('Paramètres sauvegardés');
    } catch (failure) {
      toast.error('Erreur', { description: messageOf(failure, 'Impossible de sauvegarder.') });
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:max-w-md">
      <FormField label="Nom du restaurant" error={error}>
        <Input
          autoComplete="organization"
          required
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(undefined);
          }}
        />
      </FormField>
      <Button type="submit" isLoading={isSubmitting} className="sm:justify-self-start">
        Enregistrer
      </Button>
    </form>
  );
}
