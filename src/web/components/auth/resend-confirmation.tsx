import { Mail } from 'lucide-react';
import { useState } from 'react';
import { messageOf, resendVerificationEmail } from '../../lib/auth-client';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { Button } from '../ui/button';

type ResendState = 'idle' | 'sending' | 'sent';

export const RESEND_LABEL = 'Renvoyer l’email de confirmation';
export const RESENT_MESSAGE =
  'Si cette adresse attend une confirmation, un nouvel email vient de lui être envoyé.';

/**
 * A banner for an address that is not confirmed yet: after sign-up and after the
 * "pas encore confirmée" refusal. The answer never says whether the address has an account.
 */
export function ResendConfirmation({
  email,
  title,
  description,
}: {
  email: string;
  title: string;
  description: string;
}) {
  const [state, setState] = useState<ResendState>('idle');
  const [error, setError] = useState('');

  const resend = async () => {
    if (state === 'sending') return;
    setState('sending');
    setError('');
    try {
      await resendVerificationEmail(email);
      setState('sent');
    } catch (caught) {
      setError(messageOf(caught, 'Une erreur est survenue. Veuillez réessayer.'));
      setState('idle');
    }
  };

  return (
    <Alert variant="warning" role="status">
      <Mail aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{description}</p>
        {state === 'sent' && <p className="font-medium">{RESENT_MESSAGE}</p>}
        {error && (
          <p role="alert" className="font-medium text-destructive">
            {error}
          </p>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          isLoading={state === 'sending'}
          onClick={resend}
        >
          {state === 'sending' ? 'Envoi…' : RESEND_LABEL}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
