import { Slot } from '@radix-ui/react-slot';
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form';
import { inlineError } from '../../lib/form-errors';
import { PASSWORD_HINT } from '../../lib/password-rules';
import { FormField, type FormFieldProps } from './form-field';
import { PasswordInput } from './password-input';

type RegisteredFieldProps<T extends FieldValues, C, R> = Omit<
  FormFieldProps,
  'error' | 'isInvalid'
> & {
  form: UseFormReturn<T, C, R>;
  name: Path<T>;
};

/**
 * A FormField registered with a react-hook-form form: the control gets the field's value
 * handlers, and its validation error. An empty required field is only marked invalid: the
 * "Veuillez remplir tous les champs" toast says why, once for the whole form.
 */
export function RegisteredField<T extends FieldValues, C, R>({
  form,
  name,
  children,
  ...field
}: RegisteredFieldProps<T, C, R>) {
  const { errors } = useFormState({ control: form.control, name });
  const error: FieldError | undefined = get(errors, name);
  return (
    <FormField {...field} error={inlineError(error)} isInvalid={error !== undefined}>
      <Slot {...form.register(name)}>{children}</Slot>
    </FormField>
  );
}

/** A new password (sign-up, reset, change): the rules' hint, a field password managers fill. */
export function NewPasswordField<T extends FieldValues, C, R>({
  label = 'Nouveau mot de passe',
  ...field
}: Omit<RegisteredFieldProps<T, C, R>, 'children' | 'hint' | 'label'> & { label?: string }) {
  return (
    <RegisteredField {...field} label={label} hint={PASSWORD_HINT}>
      <PasswordInput autoComplete="new-password" required />
    </RegisteredField>
  );
}
