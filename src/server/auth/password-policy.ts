import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * OWASP ASVS V6.2: at least 8 characters, up to 128, no composition rules, and none of the most
 * common passwords. The list (≈49 000 entries, French ones included: azerty, motdepasse, soleil…)
 * ships with the @zxcvbn-ts/language-common package.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

export const PASSWORD_MESSAGES = {
  tooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  tooLong: `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`,
  tooCommon:
    'Ce mot de passe fait partie des plus utilisés et serait deviné en quelques secondes. Choisissez-en un autre, par exemple une phrase de plusieurs mots.',
} as const;

/** Returns the French reason a password is refused, or null when it is acceptable. */
export function checkPassword(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return PASSWORD_MESSAGES.tooCommon;
  return null;
}

export const commonPasswordCount = () => COMMON_PASSWORDS.size;
