import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { SoldOutUntil } from '../../../domain/menu/availability';
import { sortCategories } from '../../../domain/menu/categories';
import type { MenuDocument } from '../../../domain/menu/menu-schema';
import { cn } from '../../lib/cn';
import { LoadingState } from '../ui/loading-state';
import { describeReturn } from './describe-return';
import { DishAvailabilityRow } from './dish-availability-row';
import { availabilityQueryOptions, useSoldOutToggle } from './use-availability';

/** The two choices; "back tomorrow" says when: the next opening of the profile's hours. */
const durationsFor = (backAt: string): { value: SoldOutUntil; label: string; hint: string }[] => [
  {
    value: 'tomorrow',
    label: 'Jusqu’à la prochaine ouverture',
    hint: describeReturn(new Date(backAt)),
  },
  { value: 'indefinite', label: 'Jusqu’à nouvel ordre', hint: 'vous le remettez en vente' },
];

/** The served menu's dishes by category, each with its "Épuisé" toggle. */
export function AvailabilityList({ menuId, document }: { menuId: string; document: MenuDocument }) {
  const { data: availability, isError } = useQuery(availabilityQueryOptions(menuId));
  const { toggle, isPending } = useSoldOutToggle(menuId);
  const [until, setUntil] = useState<SoldOutUntil>('tomorrow');
  const durationName = useId();

  if (isError) {
    return <p role="alert">Les disponibilités n’ont pas pu être chargées. Rechargez la page.</p>;
  }
  if (!availability) return <LoadingState label="Chargement des disponibilités…" />;
  const marks = new Map(availability.soldOut.map((mark) => [mark.dishId, mark]));
  const categories = sortCategories(document.categories)
    .map((category) => ({ ...category, items: category.items.filter((dish) => dish.isActive) }))
    .filter((category) => category.items.length > 0);

  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Un plat marqué « Épuisé » le reste :</legend>
        <div className="grid grid-cols-2 gap-2">
          {durationsFor(availability.backAt).map((duration) => (
            <label
              key={duration.value}
              className={cn(
                'flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-md border-2 px-3 py-1.5 text-center text-sm font-medium',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                until === duration.value ? 'border-primary bg-primary/10' : 'border-border',
              )}
            >
              <input
                type="radio"
                name={durationName}
                value={duration.value}
                checked={until === duration.value}
                onChange={() => setUntil(duration.value)}
                className="sr-only"
              />
              {duration.label}
              <span className="text-xs font-normal text-muted-foreground">{duration.hint}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {categories.length === 0 && (
        <p className="text-muted-foreground">Ce menu ne contient encore aucun plat.</p>
      )}
      {categories.map((category) => (
        <section key={category.id} className="grid gap-2" aria-labelledby={`cat-${category.id}`}>
          <h2 id={`cat-${category.id}`} className="text-lg font-semibold">
            {category.name}
          </h2>
          <ul className="grid gap-2">
            {category.items.map((dish) => (
              <li key={dish.id}>
                <DishAvailabilityRow
                  dish={dish}
                  mark={marks.get(dish.id)}
                  isPending={isPending(dish.id)}
                  onToggle={() => toggle({ dishId: dish.id, soldOut: !marks.has(dish.id), until })}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
