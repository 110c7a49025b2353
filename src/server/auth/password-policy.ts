import { PASSWORD_MESSAGES, passwordLengthProblem } from '../../domain/account/account-rules';
import { loadOnce } from '../load-once';

/**
 * OWASP ASVS V6.2: the length rule (src/domain/account) and none of the most common passwords.
 * The list (≈49 000 entries, French ones included: azerty, motdepasse, soleil…) ships with the
 * @zxcvbn-ts/language-common package; unpacking it takes ~20 MB, so it is loaded with the
 * first password checked rather than at start.
 */
const loadCommonPasswords = loadOnce(async (): Promise<ReadonlySet<string>> => {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set(dictionary['passwords-common']);
});

/** Returns the French reason a password is refused, or null when it is acceptable. */
export async function checkPassword(password: string): Promise<string | null> {
  const lengthProblem = passwordLengthProblem(password);
  if (lengthProblem) return lengthProblem;
  const commonPasswords = await loadCommonPasswords();
  if (commonPasswords.has(password.toLowerCase())) return PASSWORD_MESSAGES.tooCommon;
  return null;
}

export const commonPasswordCount = async () => (await loadCommonPasswords()).size;
