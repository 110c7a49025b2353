import { AuthRequestError, messageOf } from './auth-client';
import { toast } from './toast';

/**
 * After a password reset or change: a new password the server refused (too short, too common)
 * is shown under its field; any other failure in a toast.
 */
export function reportPasswordUpdateFailure(
  error: unknown,
  showUnderNewPassword: (message: string) => void,
) {
  if (error instanceof AuthRequestError && error.status === 400) {
    showUnderNewPassword(error.message);
    return;
  }
  toast.error('Erreur lors de la mise à jour du mot de passe', {
    description: messageOf(error, 'Impossible de mettre à jour le mot de passe.'),
  });
}

export function toastPasswordUpdated() {
  toast.success('Mot de passe mis à jour', {
    description: 'Votre mot de passe a été modifié avec succès.',
  });
}
