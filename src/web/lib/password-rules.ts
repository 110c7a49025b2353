// The account rules live in src/domain (shared with the server); the forms import them here:
// the constants (no zod) from this file, the schemas from account-schemas.ts.
export {
  EMAIL_MESSAGE,
  PASSWORD_HINT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REQUIRED_FIELDS_MESSAGE,
} from '../../domain/account/account-messages';

/**
 * zod's own email pattern (`z.email()`, the one EmailSchema applies), for the screens that check
 * an address without loading zod (the sign-in form). A test keeps both in step.
 */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
