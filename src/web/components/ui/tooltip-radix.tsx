import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { type ComponentProps, cloneElement, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A tooltip with its own provider (shadcn/ui style), so screens need no app-wide wrapper.
 * Radix opens it on hover and on keyboard focus and ties its text to the trigger through
 * aria-describedby. Touch screens never show tooltips: put anything essential elsewhere too.
 */
export function Tooltip({
  delayDuration = 200,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root {...props} />
    </TooltipPrimitive.Provider>
  );
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-[calc(100vw-1rem)] rounded-md bg-primary px-3 py-1.5 text-sm text-primary-foreground shadow-md',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-primary" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

/** tooltip.tsx's Radix tooltip, loaded on demand. */
export function RadixTooltip({
  content,
  children,
  defaultOpen,
  autoFocus,
}: {
  content: ReactNode;
  children: ReactElement<{ autoFocus?: boolean }>;
  defaultOpen: boolean;
  autoFocus: boolean;
}) {
  return (
    <Tooltip defaultOpen={defaultOpen}>
      <TooltipTrigger asChild>
        {autoFocus ? cloneElement(children, { autoFocus }) : children}
      </TooltipTrigger>
      <TooltipContent>{content}</TooltipContent>
    </Tooltip>
  );
}
