import { UtensilsCrossed } from 'lucide-react';
import { cn } from '../../lib/cn';

/** The Ardoise logo: a slate-coloured tile and the word mark. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight', className)}>
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground"
      >
        <UtensilsCrossed className="size-4" />
      </span>
      <span>Ardoise</span>
    </span>
  );
}
