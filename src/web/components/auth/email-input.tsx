import type { ComponentProps } from 'react';
import { Input } from '../ui/input';

/** The owner's email address: the email keyboard on phones, and autofill. */
export function EmailInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <Input
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder="vous@restaurant.fr"
      required
      {...props}
    />
  );
}
