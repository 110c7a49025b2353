import { CircleCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';

/** The sign-in screen's banners, driven by the query flags of the email links (spec §2). */
export function AuthBanners({ searchParams }: { searchParams: URLSearchParams }) {
  const isEmailConfirmed =
    searchParams.get('type') === 'signup' && searchParams.get('email_confirmed') === 'true';
  const isPasswordUpdated = searchParams.get('password_updated') === 'true';
  if (!isEmailConfirmed && !isPasswordUpdated) return null;
  return (
    <div className="mb-6 grid gap-3">
      {isEmailConfirmed && (
        <Alert variant="success" role="status">
          <CircleCheck aria-hidden="true" />
          <AlertTitle>Email confirmé avec succès</AlertTitle>
          <AlertDescription>Vous pouvez maintenant vous connecter.</AlertDescription>
        </Alert>
      )}
      {isPasswordUpdated && (
        <Alert variant="success" role="status">
          <CircleCheck aria-hidden="true" />
          <AlertTitle>Mot de passe mis à jour</AlertTitle>
          <AlertDescription>Connectez-vous avec votre nouveau mot de passe.</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
