import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { type DishSearchResult, searchDishes } from '../../../domain/catalog/search';
import {
  SUGGESTION_GROUP_LABELS,
  SUGGESTION_GROUPS,
  type SuggestionGroup,
} from '../../../domain/catalog/suggestions';
import { cn } from '../../lib/cn';
import { Input } from '../ui/input';
import { displayPrice } from './display-price';

const CHIP =
  'inline-flex min-h-11 shrink-0 items-center rounded-full border px-3 text-sm font-medium transition-colors aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground border-border bg-card hover:bg-muted';

/** The catalogue search: accent- and case-insensitive, by name or description (spec §2). */
export function SuggestionSearch({
  onPick,
  wrapChips = false,
}: {
  onPick: (dish: DishSearchResult) => void;
  /** Wrapped chips (wide popover) rather than one scrolling row (phones). */
  wrapChips?: boolean;
}) {
  const [query, setQuery] = useState('');
  const [group, setGroup] = useState<SuggestionGroup | undefined>(undefined);
  const results = useMemo(() => searchDishes(query, { group }), [query, group]);
  const listId = useId();
  const chips: { value: SuggestionGroup | undefined; label: string }[] = [
    { value: undefined, label: 'Tout' },
    ...SUGGESTION_GROUPS.map((value) => ({ value, label: SUGGESTION_GROUP_LABELS[value] })),
  ];

  return (
    <div className="grid gap-2">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Rechercher un plat..."
          aria-label="Rechercher un plat"
          aria-controls={listId}
          autoComplete="off"
          className="pl-9"
        />
      </div>
      <fieldset
        className={cn(
          '-mx-1 flex min-w-0 gap-1.5 px-1 pb-1',
          wrapChips ? 'flex-wrap' : 'overflow-x-auto',
        )}
      >
        <legend className="sr-only">Catégories de suggestions</legend>
        {chips.map((chip) => (
          <button
            key={chip.label}
            type="button"
            className={CHIP}
            aria-pressed={group === chip.value}
            onClick={() => setGroup(chip.value)}
          >
            {chip.label}
          </button>
        ))}
      </fieldset>
      <div id={listId} aria-live="polite" className="max-h-[300px] overflow-y-auto">
        {results.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">Aucun plat trouvé.</p>
        ) : (
          <ul aria-label="Plats suggérés" className="grid gap-0.5">
            {results.map((dish) => (
              <li key={`${dish.group}-${dish.name}`}>
                <button
                  type="button"
                  onClick={() => onPick(dish)}
                  className="flex min-h-11 w-full items-start justify-between gap-3 rounded-md px-2 py-2 text-left hover:bg-muted"
                >
                  <span className="grid min-w-0 gap-0.5">
                    <span className="font-medium">{dish.name}</span>
                    {dish.description && (
                      <span className="text-xs text-muted-foreground">
                        Description non ajoutée automatiquement
                      </span>
                    )}
                  </span>
                  <span className="shrink-0 text-sm font-semibold tabular-nums">
                    {displayPrice(dish.price)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
