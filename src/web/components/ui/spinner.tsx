import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Decorative spinner: pair it with visible text or an `aria-busy` container. */
export function Spinner({ className, ...props }: ComponentProps<typeof LoaderCircle>) {
  return (
    <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} {...props} />
  );
}
