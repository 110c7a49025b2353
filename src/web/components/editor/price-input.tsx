import type { ComponentProps } from 'react';
import { Input } from '../ui/input';

/**
 * A dish's price: a decimal keypad on phones, French decimals ("6,50"; the form stores "6.50")
 * and the euro sign after the figure.
 */
export function PriceInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className="relative">
      <Input
        inputMode="decimal"
        placeholder="0,00"
        autoComplete="off"
        required
        className="pr-9"
        {...props}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground"
      >
        €
      </span>
    </div>
  );
}
