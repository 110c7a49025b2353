import { z } from 'zod';
import {
  codePointLength,
  EMAIL_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  REQUIRED_FIELDS_MESSAGE,
  RESTAURANT_NAME_MAX_LENGTH,
  RESTAURANT_NAME_MESSAGES,
} from './account-messages';

/** The account rules, defined once: constants in account-messages.ts, schemas here. */
export * from './account-messages';

export const RestaurantNameSchema = z
  .string({ error: RESTAURANT_NAME_MESSAGES.empty })
  .trim()
  .min(1, RESTAURANT_NAME_MESSAGES.empty)
  .max(RESTAURANT_NAME_MAX_LENGTH, RESTAURANT_NAME_MESSAGES.tooLong);

/** The length rule alone (the common-password list is too large for the browser). */
export function passwordLengthProblem(password: string): string | null {
  const length = codePointLength(password);
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return null;
}

/** A new password: required, then within the length bounds. */
export const NewPasswordSchema = z
  .string()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .refine((value) => codePointLength(value) >= PASSWORD_MIN_LENGTH, {
    message: PASSWORD_MESSAGES.tooShort,
  })
  .refine((value) => codePointLength(value) <= PASSWORD_MAX_LENGTH, {
    message: PASSWORD_MESSAGES.tooLong,
  });

export const EmailSchema = z
  .string()
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .pipe(z.email(EMAIL_MESSAGE));
