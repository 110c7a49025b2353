import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { RestaurantNameSchema } from '../../../domain/account/account-rules';
import { EmailSchema, NewPasswordSchema } from '../../lib/account-schemas';
import { messageOf, signUp } from '../../lib/auth-client';
import { toastIfFieldsMissing } from '../../lib/form-errors';
import { REQUIRED_FIELDS_MESSAGE } from '../../lib/password-rules';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { NewPasswordField, RegisteredField } from '../ui/registered-field';
import { EmailInput } from './email-input';

const SignupSchema = z.object({
  restaurantName: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).pipe(RestaurantNameSchema),
  email: EmailSchema,
  password: NewPasswordSchema,
});

/** Creates the account; the owner must then confirm the address from the email. */
export function SignupForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const form = useForm({
    resolver: zodResolver(SignupSchema),
    defaultValues: { restaurantName: '', email: '', password: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp(values);
    } catch (error) {
      toast.error("Erreur d'inscription", {
        description: messageOf(error, 'Impossible de créer un compte.'),
      });
      return;
    }
    toast.success('Inscription réussie', {
      description:
        'Un email de confirmation vous a été envoyé. Cliquez sur le lien pour activer votre compte.',
    });
    onSignedUp(values.email);
  }, toastIfFieldsMissing);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <RegisteredField form={form} name="restaurantName" label="Nom du restaurant">
        <Input autoComplete="organization" placeholder="Le Bistrot du Coin" required />
      </RegisteredField>
      <RegisteredField form={form} name="email" label="Email">
        <EmailInput />
      </RegisteredField>
      <NewPasswordField form={form} name="password" label="Mot de passe" />
      <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
        {isSubmitting ? 'Inscription…' : 'Créer mon compte'}
      </Button>
    </form>
  );
}
