import { TriangleAlert } from 'lucide-react';
import { Link } from '../../lib/plain-router';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { buttonVariants } from '../ui/button';

export const INCOMPLETE_LINK_MESSAGE =
  'Le lien de réinitialisation est invalide ou incomplet. Veuillez demander un nouveau lien.';
export const EXPIRED_LINK_MESSAGE =
  'Le lien de réinitialisation a expiré ou est invalide. Veuillez demander un nouveau lien.';

/** Shown on /reset-password when the link cannot be used (spec §2 and §8). */
export function InvalidLinkBanner({ message }: { message: string }) {
  return (
    <div className="grid gap-5">
      <Alert variant="destructive" role="alert">
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>Lien invalide</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <div className="grid gap-3">
        <Link to="/forgot-password" className={buttonVariants({ size: 'lg' })}>
          Demander un nouveau lien
        </Link>
        <Link to="/login" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Retour à la connexion
        </Link>
      </div>
    </div>
  );
}
