import { AVAILABILITY_MESSAGES, type SoldOutDish } from '../../../domain/menu/availability';
import type { Dish } from '../../../domain/menu/menu-schema';
import { cn } from '../../lib/cn';
import { displayPrice } from '../editor/display-price';
import { Spinner } from '../ui/spinner';
import { describeReturn } from './describe-return';

const markedTime = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** "Retour demain à 12:00 · marqué par Karim, 20:41" or "Jusqu’à nouvel ordre". */
function untilLabel(mark: SoldOutDish): string {
  const back =
    mark.until === null
      ? AVAILABILITY_MESSAGES.untilFurtherNotice
      : `Retour ${describeReturn(new Date(mark.until))}`;
  if (!mark.markedByName || !mark.markedAt) return back;
  return `${back} · marqué par ${mark.markedByName}, ${markedTime.format(new Date(mark.markedAt))}`;
}

/**
 * One dish, one big button (the whole row, at least 56 px high: wet fingers at the pass).
 * Pressed means "Épuisé".
 */
export function DishAvailabilityRow({
  dish,
  mark,
  isPending,
  onToggle,
}: {
  dish: Dish;
  mark: SoldOutDish | undefined;
  isPending: boolean;
  onToggle: () => void;
}) {
  const isSoldOut = mark !== undefined;
  return (
    <button
      type="button"
      aria-pressed={isSoldOut}
      aria-busy={isPending || undefined}
      disabled={isPending}
      onClick={onToggle}
      className={cn(
        'flex min-h-14 w-full items-center gap-3 rounded-lg border-2 px-4 py-3 text-left transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-wait',
        isSoldOut
          ? 'border-destructive bg-destructive/10'
          : 'border-border bg-card hover:bg-muted/60',
      )}
    >
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn('font-medium break-words', isSoldOut && 'line-through')}>
          {dish.name}
        </span>
        {dish.variants?.length ? (
          // Each variant with its price ("Verre 12 cl 6,00 €"), not just the lowest: the owner
          // must recognise the dish they are marking.
          <span className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
            <span className="sr-only">Variantes :</span>
            {dish.variants.map((variant) => (
              <span key={variant.id} className="min-w-0 break-words">
                {variant.name}{' '}
                <span className="whitespace-nowrap tabular-nums">
                  {displayPrice(variant.price)}
                </span>
              </span>
            ))}
          </span>
        ) : (
          <span className="text-sm text-muted-foreground tabular-nums">
            {displayPrice(dish.price)}
          </span>
        )}
        {mark && <span className="text-sm text-muted-foreground">{untilLabel(mark)}</span>}
      </span>
      {isPending && <Spinner />}
      <span
        className={cn(
          'shrink-0 rounded-full px-3 py-1 text-sm font-semibold',
          isSoldOut ? 'bg-destructive text-destructive-foreground' : 'bg-success/10 text-success',
        )}
      >
        {isSoldOut ? AVAILABILITY_MESSAGES.soldOut : AVAILABILITY_MESSAGES.available}
      </span>
    </button>
  );
}
