import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { frenchAuthMessage } from '../../../domain/errors/auth-messages';
import { AUTH_ERROR_CODES, AuthRequestError, messageOf, signIn } from '../../lib/auth-client';
import { toastIfFieldsMissing } from '../../lib/form-errors';
import { EMAIL_MESSAGE, isEmailAddress, REQUIRED_FIELDS_MESSAGE } from '../../lib/password-rules';
import { queryKeys } from '../../lib/query-keys';
import { sessionQueryOptions } from '../../lib/session';
import { Button } from '../ui/button';
import { RegisteredField } from '../ui/form-field';
import { PasswordInput } from '../ui/password-input';
import { EmailInput } from './email-input';
import { ResendConfirmation } from './resend-confirmation';

type LoginValues = { email: string; password: string };

/**
 * The account rules' checks without zod: the sign-in screen is the first page an owner loads,
 * and zod would double what it downloads (`npm run bench:web`).
 */
const loginResolver: Resolver<LoginValues> = async (values) => {
  const email = values.email.trim();
  const errors: FieldErrors<LoginValues> = {};
  if (!email) errors.email = { type: 'required', message: REQUIRED_FIELDS_MESSAGE };
  else if (!isEmailAddress(email)) errors.email = { type: 'pattern', message: EMAIL_MESSAGE };
  if (!values.password) errors.password = { type: 'required', message: REQUIRED_FIELDS_MESSAGE };
  if (Object.keys(errors).length > 0) return { values: {} as Record<string, never>, errors };
  return { values: { email, password: values.password }, errors: {} };
};

type LoginFormProps = {
  /** Prefilled after a sign-up; the password field then gets the focus. */
  defaultEmail?: string;
  /** The spec skips "Connexion réussie" when the owner arrives from the confirmation email. */
  isSuccessToastShown?: boolean;
};

export function LoginForm({ defaultEmail = '', isSuccessToastShown = true }: LoginFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<LoginValues>({
    resolver: loginResolver,
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { isSubmitting } = form.formState;
  /** The address refused as "pas encore confirmée": it may ask for a new link. */
  const [unconfirmedEmail, setUnconfirmedEmail] = useState('');

  useEffect(() => {
    if (defaultEmail) form.setFocus('password');
  }, [defaultEmail, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setUnconfirmedEmail('');
    try {
      await signIn(values);
    } catch (error) {
      if (error instanceof AuthRequestError && error.reason === AUTH_ERROR_CODES.emailNotVerified) {
        setUnconfirmedEmail(values.email.trim());
      }
      toast.error('Erreur de connexion', {
        description: messageOf(error, frenchAuthMessage('INVALID_EMAIL_OR_PASSWORD', 401)),
      });
      return;
    }
    // A new owner starts from a clean cache: nothing of a previous session may show.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
    await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 }).catch(() => null);
    if (isSuccessToastShown) toast.success('Connexion réussie');
    navigate('/dashboard', { replace: true });
  }, toastIfFieldsMissing);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {unconfirmedEmail && (
        <ResendConfirmation
          key={unconfirmedEmail}
          email={unconfirmedEmail}
          title="Adresse email pas encore confirmée"
          description={`Cliquez sur le lien envoyé à ${unconfirmedEmail}. Lien perdu ou expiré ? Demandez-en un nouveau.`}
        />
      )}
      <RegisteredField form={form} name="email" label="Email">
        <EmailInput />
      </RegisteredField>
      <div className="grid gap-1">
        <RegisteredField form={form} name="password" label="Mot de passe">
          <PasswordInput autoComplete="current-password" required />
        </RegisteredField>
        <Link
          to="/forgot-password"
          className="inline-flex min-h-11 items-center self-end justify-self-end text-sm font-medium underline-offset-4 hover:underline"
        >
          Mot de passe oublié ?
        </Link>
      </div>
      <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
        {isSubmitting ? 'Connexion…' : 'Se connecter'}
      </Button>
    </form>
  );
}
