import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A chip that is on or off (aria-pressed): allergens, tags. */
export function ToggleChip({
  isSelected,
  onToggle,
  children,
}: {
  isSelected: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      onClick={onToggle}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
        isSelected
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-border bg-card hover:bg-muted',
      )}
    >
      {children}
    </button>
  );
}
