import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A styled native <select>: phones open their own picker, screen readers and keyboards get
 * the platform's behaviour for free. Use it with a <Label htmlFor>.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          // 16 px text: iOS Safari zooms into smaller controls on focus.
          'flex min-h-11 w-full appearance-none rounded-lg border border-input bg-card py-2 pr-10 pl-3 text-base text-foreground shadow-xs transition-colors',
          'focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
        {...props}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
