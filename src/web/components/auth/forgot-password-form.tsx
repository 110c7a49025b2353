import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EmailSchema } from '../../lib/account-schemas';
import { requestPasswordReset } from '../../lib/auth-client';
import { Link } from '../../lib/plain-router';
import { toast } from '../../lib/toast';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { Button, buttonVariants } from '../ui/button';
import { RegisteredField } from '../ui/registered-field';
import { EmailInput } from './email-input';

const ForgotPasswordSchema = z.object({ email: EmailSchema });

export function ForgotPasswordForm() {
  const [isSent, setIsSent] = useState(false);
  const form = useForm({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { isSubmitting } = form.formState;

  // An empty email does nothing (spec §2): no toast, the field simply keeps the focus.
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      setIsSent(true);
    } catch {
      toast.error('Erreur', { description: "Impossible d'envoyer l'email de réinitialisation." });
    }
  });

  if (isSent) return <ResetEmailSent />;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <RegisteredField form={form} name="email" label="Email">
        <EmailInput />
      </RegisteredField>
      <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
        {isSubmitting ? 'Envoi…' : 'Envoyer le lien'}
      </Button>
      <Link to="/login" className={buttonVariants({ variant: 'ghost' })}>
        Retour à la connexion
      </Link>
    </form>
  );
}

function ResetEmailSent() {
  const ref = useRef<HTMLDivElement>(null);
  // The form that had the focus is gone: move it to the confirmation.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="grid gap-5">
      <Alert ref={ref} tabIndex={-1} variant="success" role="status" className="outline-none">
        <CircleCheck aria-hidden="true" />
        <AlertTitle>Email envoyé</AlertTitle>
        <AlertDescription>
          Un lien de réinitialisation a été envoyé à votre adresse email.
        </AlertDescription>
      </Alert>
      <Link to="/login" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
        Retour à la connexion
      </Link>
    </div>
  );
}
