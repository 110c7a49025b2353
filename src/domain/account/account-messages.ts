/**
 * The account rules' constants and messages, without zod (the owner app's sign-in screen reads
 * them and must stay light); account-rules.ts builds the schemas on them. Account rules, defined once: the server enforces them (Better Auth hooks) and the owner app
 * checks them before sending, with the same French messages.
 */
export const REQUIRED_FIELDS_MESSAGE = 'Veuillez remplir tous les champs';

export const RESTAURANT_NAME_MAX_LENGTH = 120;
export const RESTAURANT_NAME_MESSAGES = {
  empty: 'Le nom du restaurant ne peut pas être vide.',
  tooLong: `Le nom du restaurant ne doit pas dépasser ${RESTAURANT_NAME_MAX_LENGTH} caractères.`,
} as const;

/**
 * OWASP ASVS V6.2: at least 8 characters, up to 128 (counted in code points), no composition
 * rules; the server also refuses the most common passwords (password-policy.ts).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_HINT = '8 caractères minimum. Évitez les mots de passe courants.';
export const PASSWORD_MESSAGES = {
  tooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  tooLong: `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`,
  tooCommon:
    'Ce mot de passe fait partie des plus utilisés et serait deviné en quelques secondes. Choisissez-en un autre, par exemple une phrase de plusieurs mots.',
} as const;

export const EMAIL_MESSAGE = 'Adresse email invalide.';

export const codePointLength = (value: string) => [...value].length;
