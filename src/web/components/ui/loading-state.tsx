import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

/** A polite, announced loading line (used while the session or a screen loads). */
export function LoadingState({
  label = 'Chargement…',
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground',
        className,
      )}
    >
      <Spinner className="size-5" />
      <span>{label}</span>
    </div>
  );
}
