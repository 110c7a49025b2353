import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';
import { REQUIRED_FIELDS_MESSAGE } from './password-rules';
import { toast } from './toast';

/**
 * Empty required fields are reported once, by the spec's toast "Veuillez remplir tous les
 * champs"; other problems (format, length) are shown under their field.
 */
export function toastIfFieldsMissing<T extends FieldValues>(errors: FieldErrors<T>) {
  const isMissing = Object.values(errors).some(
    (error) => (error as FieldError | undefined)?.message === REQUIRED_FIELDS_MESSAGE,
  );
  if (isMissing) toast.error(REQUIRED_FIELDS_MESSAGE);
}

/** The message to show under a field: none for the "required" case, which the toast covers. */
export function inlineError(error: FieldError | undefined): string | undefined {
  return error?.message === REQUIRED_FIELDS_MESSAGE ? undefined : error?.message;
}
