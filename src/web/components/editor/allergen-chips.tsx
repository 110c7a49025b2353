import { cn } from '../../lib/cn';

const CHIP = 'rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground';

/**
 * A dish's allergens as small chips; with a limit, the rest as "+N" (spec §2, phones: 2).
 * Spans, so that the chips may sit inside the row's button.
 */
export function AllergenChips({
  allergens,
  limit,
  className,
}: {
  allergens: readonly string[];
  limit: number | null;
  className?: string;
}) {
  if (allergens.length === 0) return null;
  const shown = limit === null ? allergens : allergens.slice(0, limit);
  const hidden = allergens.length - shown.length;
  return (
    <span className={cn('flex flex-wrap gap-1', className)}>
      <span className="sr-only">Allergènes :</span>
      {shown.map((allergen) => (
        <span key={allergen} className={CHIP}>
          {allergen}
        </span>
      ))}
      {hidden > 0 && (
        <span className={CHIP}>
          +{hidden}
          <span className="sr-only"> {hidden > 1 ? 'autres allergènes' : 'autre allergène'}</span>
        </span>
      )}
    </span>
  );
}
