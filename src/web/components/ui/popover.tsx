import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A non-modal panel anchored under its trigger: a Radix dialog without overlay or focus trap
 * (Escape and a click outside close it, focus returns to the trigger). Wrap the trigger and
 * the content in an element with `relative` positioning.
 */
export function Popover(props: Omit<ComponentProps<typeof DialogPrimitive.Root>, 'modal'>) {
  return <DialogPrimitive.Root modal={false} {...props} />;
}
export const PopoverTrigger = DialogPrimitive.Trigger;
export const PopoverTitle = DialogPrimitive.Title;
export const PopoverDescription = DialogPrimitive.Description;

export function PopoverContent({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Content
      className={cn(
        'absolute top-full left-0 z-40 mt-2 w-full min-w-72 rounded-lg border border-border bg-card p-3 text-card-foreground shadow-lg outline-none',
        className,
      )}
      {...props}
    />
  );
}
