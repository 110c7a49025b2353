import { Slot } from '@radix-ui/react-slot';
import { type ReactElement, useId } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

export type FormFieldProps = {
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
