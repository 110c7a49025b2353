import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MESSAGES, passwordLengthProblem } from '../../domain/account/account-rules';

/**
 * OWASP ASVS V6.2: the length rule (src/domain/account) and none of the most common passwords.
 * The list (≈49 000 entries, French ones included: azerty, motdepasse, soleil…) ships with the
 * @zxcvbn-ts/language-common package.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/** Returns the French reason a password is refused, or null when it is acceptable. */
export function checkPassword(password: string): string | null {
  const lengthProblem = passwordLengthProblem(password);
  if (lengthProblem) return lengthProblem;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return PASSWORD_MESSAGES.tooCommon;
  return null;
}

export const commonPasswordCount = () => COMMON_PASSWORDS.size;
