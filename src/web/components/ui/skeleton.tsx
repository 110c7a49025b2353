import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A pulsing placeholder block; decorative, so pair it with an announced loading text. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}

/**
 * Text-shaped placeholder: the text is laid out (so the block takes exactly the room the real
 * text will, wrapping included) but not shown. Decorative, like Skeleton.
 */
export function SkeletonText({ children, className }: { children: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'animate-pulse rounded-md bg-muted text-transparent select-none [box-decoration-break:clone]',
        className,
      )}
    >
      {children}
    </span>
  );
}
