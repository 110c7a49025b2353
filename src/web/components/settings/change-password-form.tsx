import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { NewPasswordSchema } from '../../lib/account-schemas';
import { AUTH_ERROR_CODES, AuthRequestError, changePassword } from '../../lib/auth-client';
import { toastIfFieldsMissing } from '../../lib/form-errors';
import { REQUIRED_FIELDS_MESSAGE } from '../../lib/password-rules';
import { reportPasswordUpdateFailure, toastPasswordUpdated } from '../../lib/password-update';
import { Button } from '../ui/button';
import { PasswordInput } from '../ui/password-input';
import { NewPasswordField, RegisteredField } from '../ui/registered-field';

const ChangePasswordSchema = z.object({
  currentPassword: z.string().min(1, REQUIRED_FIELDS_MESSAGE),
  newPassword: NewPasswordSchema,
});

/** Changes the password; the owner's other sessions (other devices) are signed out. */
export function ChangePasswordForm({ email }: { email: string }) {
  const form = useForm({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changePassword(values);
    } catch (error) {
      if (error instanceof AuthRequestError && error.reason === AUTH_ERROR_CODES.invalidPassword) {
        const message = 'Mot de passe actuel incorrect.';
        form.setError('currentPassword', { message }, { shouldFocus: true });
      } else {
        reportPasswordUpdateFailure(error, (message) =>
          form.setError('newPassword', { message }, { shouldFocus: true }),
        );
      }
      return;
    }
    form.reset();
    toastPasswordUpdated();
  }, toastIfFieldsMissing);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:max-w-md">
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <RegisteredField form={form} name="currentPassword" label="Mot de passe actuel">
        <PasswordInput autoComplete="current-password" required />
      </RegisteredField>
      <NewPasswordField form={form} name="newPassword" />
      <Button type="submit" isLoading={isSubmitting} className="sm:justify-self-start">
        Modifier le mot de passe
      </Button>
    </form>
  );
}
