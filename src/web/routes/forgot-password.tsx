import { AuthLayout } from '../components/auth/auth-layout';
import { ForgotPasswordForm } from '../components/auth/forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <AuthLayout
      title="Mot de passe oublié"
      description="Indiquez l'adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
