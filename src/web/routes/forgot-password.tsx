import { AuthLayout } from '../components/auth/auth-layout';
import { ForgotPasswordForm } from '../components/auth/forgot-password-form';
import { useDocumentTitle } from '../lib/use-document-title';

export function ForgotPasswordPage() {
  useDocumentTitle('Mot de passe oublié');
  return (
    <AuthLayout
      title="Mot de passe oublié"
      description="Indiquez l'adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
