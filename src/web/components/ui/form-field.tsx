import { Slot } from '@radix-ui/react-slot';
import { type ReactElement, useId } from 'react';
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form';
import { cn } from '../../lib/cn';
import { inlineError } from '../../lib/form-errors';
import { Label } from './label';

type FormFieldProps = {
  label: string;
  /** Always shown under the control (e.g. the password rule). */
  hint?: string;
  /** Shown under the control and announced. */
  error?: string;
  /** Marks the control invalid without a message (e.g. the empty-fields toast says why). */
  isInvalid?: boolean;
  className?: string;
  /**
   * The control, one element (Input, PasswordInput, Textarea, NativeSelect…): it receives the
   * id its label points to, `aria-describedby` (error, then hint) and `aria-invalid`.
   */
  children: ReactElement;
};

/** A label, its control and the messages under it, tied together once for every form. */
export function FormField({ label, hint, error, isInvalid, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ');
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Slot
        id={id}
        aria-describedby={describedBy || undefined}
        aria-invalid={error || isInvalid ? true : undefined}
      >
        {children}
      </Slot>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

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
