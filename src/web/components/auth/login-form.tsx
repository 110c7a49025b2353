import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { frenchAuthMessage } from '../../../domain/errors/auth-messages';
import {
  AUTH_ERROR_CODES,
  AuthRequestError,
  fetchSession,
  messageOf,
  signIn,
} from '../../lib/auth-client';
import { inlineError, toastIfFieldsMissing } from '../../lib/form-errors';
import { EMAIL_MESSAGE, isEmailAddress, REQUIRED_FIELDS_MESSAGE } from '../../lib/password-rules';
import { Link, useNavigate } from '../../lib/plain-router';
import { handOverSignedInSession } from '../../lib/session-handoff';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { PasswordInput } from '../ui/password-input';
import { EmailInput } from './email-input';
import { ResendConfirmation } from './resend-confirmation';

type LoginValues = { email: string; password: string };

/**
 * The account rules' checks, with plain controlled inputs: the sign-in screen is the first page
 * an owner loads, and zod or a form library would weigh more than the form (`npm run bench:web`).
 */
function validateLogin(values: LoginValues): FieldErrors<LoginValues> {
  const email = values.email.trim();
  const errors: FieldErrors<LoginValues> = {};
  if (!email) errors.email = { type: 'required', message: REQUIRED_FIELDS_MESSAGE };
  else if (!isEmailAddress(email)) errors.email = { type: 'pattern', message: EMAIL_MESSAGE };
  if (!values.password) errors.password = { type: 'required', message: REQUIRED_FIELDS_MESSAGE };
  return errors;
}

type LoginFormProps = {
  /** Prefilled after a sign-up; the password field then gets the focus. */
  defaultEmail?: string;
  /** The spec skips "Connexion réussie" when the owner arrives from the confirmation email. */
  isSuccessToastShown?: boolean;
};

export function LoginForm({ defaultEmail = '', isSuccessToastShown = true }: LoginFormProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginValues>({ email: defaultEmail, password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginValues>>({});
  /** After a first submit, the fields are checked again as they change. */
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  /** The address refused as "pas encore confirmée": it may ask for a new link. */
  const [unconfirmedEmail, setUnconfirmedEmail] = useState('');

  useEffect(() => {
    if (defaultEmail) passwordRef.current?.focus();
  }, [defaultEmail]);

  const onChange = (name: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    if (isSubmitted) setErrors(validateLogin(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setIsSubmitted(true);
    const found = validateLogin(values);
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      toastIfFieldsMissing(found);
      return;
    }
    const email = values.email.trim();
    setUnconfirmedEmail('');
    setIsSubmitting(true);
    try {
      await signIn({ email, password: values.password });
    } catch (error) {
      setIsSubmitting(false);
      if (error instanceof AuthRequestError && error.reason === AUTH_ERROR_CODES.emailNotVerified) {
        setUnconfirmedEmail(email);
      }
      toast.error('Erreur de connexion', {
        description: messageOf(error, frenchAuthMessage('INVALID_EMAIL_OR_PASSWORD', 401)),
      });
      return;
    }
    // The dashboard starts from this session and a clean cache (owner-app.tsx).
    handOverSignedInSession(await fetchSession().catch(() => null));
    if (isSuccessToastShown) toast.success('Connexion réussie');
    navigate('/dashboard', { replace: true });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {unconfirmedEmail && (
        <ResendConfirmation
          key={unconfirmedEmail}
          email={unconfirmedEmail}
          title="Adresse email pas encore confirmée"
          description={`Cliquez sur le lien envoyé à ${unconfirmedEmail}. Lien perdu ou expiré ? Demandez-en un nouveau.`}
        />
      )}
      <FormField label="Email" error={inlineError(errors.email)} isInvalid={!!errors.email}>
        <EmailInput ref={emailRef} name="email" value={values.email} onChange={onChange('email')} />
      </FormField>
      <div className="grid gap-1">
        <FormField
          label="Mot de passe"
          error={inlineError(errors.password)}
          isInvalid={!!errors.password}
        >
          <PasswordInput
            ref={passwordRef}
            name="password"
            value={values.password}
            onChange={onChange('password')}
            autoComplete="current-password"
            required
          />
        </FormField>
        <Link
          to="/forgot-password"
          className="inline-flex min-h-11 items-center self-end justify-self-end text-sm font-medium underline-offset-4 hover:underline"
        >
          Mot de passe oublié ?
        </Link>
      </div>
      <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
        {isSubmitting ? 'Connexion…' : 'Se connecter'}
      </Button>
    </form>
  );
}
