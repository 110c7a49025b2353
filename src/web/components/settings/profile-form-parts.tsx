import type { ReactElement } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { RegisteredField } from '../ui/registered-field';

// What the restaurant's profile forms (public profile, legal mentions) share.

/** A labelled, registered field of `form`: `field('city', 'Ville', <Input />, hint?)`. */
export function fieldsOf<T extends FieldValues, C, R>(form: UseFormReturn<T, C, R>) {
  return (name: Path<T>, label: string, input: ReactElement, hint?: string) => (
    <RegisteredField form={form} name={name} label={label} hint={hint}>
      {input}
    </RegisteredField>
  );
}

/**
 * A save the server refused: the field it names, when the form shows it, gets the message
 * and the focus; a toast says it in any case.
 */
export function showRefusal<T extends FieldValues, C, R>(
  form: UseFormReturn<T, C, R>,
  fields: readonly Path<T>[],
  error: unknown,
) {
  const message = error instanceof ApiError ? error.message : 'Impossible de sauvegarder.';
  const field = error instanceof ApiError ? error.field : undefined;
  if (field && (fields as readonly string[]).includes(field)) {
    form.setError(field as Path<T>, { message }, { shouldFocus: true });
  }
  toast.error('Erreur', { description: message });
}

/** The forms' answer to fields the browser already refused. */
export const toastInvalidFields = () =>
  toast.error('Erreur', { description: 'Vérifiez les champs en rouge.' });
