/**
 * Better Auth answers errors with an English message and a stable code; owners see French.
 * Unknown codes fall back to a generic French message rather than leaking English.
 */
const AUTH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Impossible de se connecter. Vérifiez vos identifiants.',
  INVALID_EMAIL: 'Adresse email invalide.',
  INVALID_PASSWORD: 'Mot de passe incorrect.',
  EMAIL_NOT_VERIFIED:
    'Votre adresse email n’est pas encore confirmée. Cliquez sur le lien reçu par email pour activer votre compte.',
  USER_ALREADY_EXISTS: 'Impossible de créer un compte.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Impossible de créer un compte.',
  PASSWORD_TOO_SHORT: 'Le mot de passe doit contenir au moins 8 caractères.',
  PASSWORD_TOO_LONG: 'Le mot de passe ne doit pas dépasser 128 caractères.',
  INVALID_TOKEN:
    'Le lien de réinitialisation a expiré ou est invalide. Veuillez demander un nouveau lien.',
  TOKEN_EXPIRED:
    'Le lien de réinitialisation a expiré ou est invalide. Veuillez demander un nouveau lien.',
  SESSION_EXPIRED: 'Votre session a expiré. Veuillez vous reconnecter.',
  UNAUTHORIZED: 'Vous devez être connecté.',
  FAILED_TO_GET_SESSION: 'Vous devez être connecté.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Impossible de se connecter. Vérifiez vos identifiants.',
  USER_NOT_FOUND: 'Impossible de se connecter. Vérifiez vos identifiants.',
  FAILED_TO_CREATE_USER: 'Impossible de créer un compte.',
  FAILED_TO_UPDATE_USER: 'Impossible de mettre à jour le compte.',
  EMAIL_ALREADY_VERIFIED: 'Votre adresse email est déjà confirmée.',
  VALIDATION_ERROR: 'Les données envoyées sont invalides.',
  TOO_MANY_REQUESTS: 'Trop de tentatives. Veuillez réessayer dans une minute.',
};

export const GENERIC_AUTH_ERROR = 'Une erreur est survenue. Veuillez réessayer.';

export function frenchAuthMessage(code: string | undefined, status: number): string {
  if (status === 429) return AUTH_MESSAGES.TOO_MANY_REQUESTS as string;
  return (code && AUTH_MESSAGES[code]) || GENERIC_AUTH_ERROR;
}

/** Better Auth codes whose cause a screen reacts to; they travel as the envelope's `reason`. */
export const AUTH_REASONS: Record<string, string> = {
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  INVALID_PASSWORD: 'INVALID_PASSWORD',
  INVALID_TOKEN: 'INVALID_TOKEN',
  TOKEN_EXPIRED: 'INVALID_TOKEN',
};
