import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { NewPasswordSchema } from '../../lib/account-schemas';
import {
  AUTH_ERROR_CODES,
  AuthRequestError,
  messageOf,
  resetPassword,
} from '../../lib/auth-client';
import { toastIfFieldsMissing } from '../../lib/form-errors';
import { REQUIRED_FIELDS_MESSAGE } from '../../lib/password-rules';
import { reportPasswordUpdateFailure, toastPasswordUpdated } from '../../lib/password-update';
import { useNavigate } from '../../lib/plain-router';
import { Button } from '../ui/button';
import { PasswordInput } from '../ui/password-input';
import { NewPasswordField, RegisteredField } from '../ui/registered-field';

const ResetPasswordSchema = z
  .object({
    newPassword: NewPasswordSchema,
    confirmation: z.string().min(1, REQUIRED_FIELDS_MESSAGE),
  })
  .refine((values) => values.newPassword === values.confirmation, {
    path: ['confirmation'],
    message: 'Les mots de passe ne correspondent pas',
  });

type ResetPasswordFormProps = {
  token: string;
  /** Called with the French reason when the server says the link is no longer valid. */
  onInvalidLink: (message: string) => void;
};

export function ResetPasswordForm({ token, onInvalidLink }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { newPassword: '', confirmation: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await resetPassword({ token, newPassword });
    } catch (error) {
      const code = error instanceof AuthRequestError ? error.reason : undefined;
      if (code && AUTH_ERROR_CODES.invalidToken.includes(code)) {
        onInvalidLink(messageOf(error, ''));
      } else {
        reportPasswordUpdateFailure(error, (message) =>
          form.setError('newPassword', { message }, { shouldFocus: true }),
        );
      }
      return;
    }
    // Every session of the account was revoked by the reset: the sign-in screen asks the server
    // again, and the dashboard re-checks its session when it shows again (owner-app.tsx).
    toastPasswordUpdated();
    navigate('/login?password_updated=true', { replace: true });
  }, toastIfFieldsMissing);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <NewPasswordField form={form} name="newPassword" />
      <RegisteredField form={form} name="confirmation" label="Confirmer le mot de passe">
        <PasswordInput autoComplete="new-password" required />
      </RegisteredField>
      <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
        {isSubmitting ? 'Mise à jour…' : 'Mettre à jour le mot de passe'}
      </Button>
    </form>
  );
}
