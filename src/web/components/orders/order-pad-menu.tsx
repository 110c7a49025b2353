import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { formatCents } from '../../../domain/menu/format-cents';
import type { OrderPad, OrderPadDish } from '../../../domain/orders/staff-order-schema';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { LoadingState } from '../ui/loading-state';

/** Accents and case aside: "creme" finds "Crème brûlée". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr');

/**
 * The served menu to add dishes from (staff orders, issue 24 §3): a search, then each category
 * with its dishes, one "Ajouter" per dish or per variant ("Verre 12 cl"), the dishes marked
 * "Épuisé" said so and not addable. Large targets: a phone or a tablet at the pass.
 */
export function OrderPadMenu({
  pad,
  onAdd,
}: {
  pad: OrderPad;
  onAdd: (dish: OrderPadDish, variantId?: string) => void;
}) {
  const [search, setSearch] = useState('');
  const id = useId();
  const wanted = folded(search.trim());
  const categories = pad.categories
    .map((category) => ({
      ...category,
      dishes: category.dishes.filter((dish) => !wanted || folded(dish.name).includes(wanted)),
    }))
    .filter((category) => category.dishes.length > 0);

  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-search`}>Rechercher un plat</Label>
        <Input
          id={`${id}-search`}
          type="search"
          value={search}
          autoComplete="off"
          placeholder="Ex. : bourguignon"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {categories.length === 0 && (
        <p className="text-sm text-muted-foreground">Aucun plat trouvé.</p>
      )}
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`${id}-${category.id}`} className="grid gap-2">
          <h3 id={`${id}-${category.id}`} className="font-semibold">
            {category.name}
          </h3>
          <ul className="grid gap-2">
            {category.dishes.map((dish) => (
              <li
                key={dish.id}
                className="grid gap-2 rounded-lg border border-border p-2 sm:flex sm:items-center sm:justify-between"
              >
                <span className="min-w-0 font-medium [overflow-wrap:anywhere]">
                  {dish.name}
                  {dish.variants.length === 0 && (
                    <span className="ml-2 text-sm font-normal text-muted-foreground tabular-nums">
                      {formatCents(dish.priceCents)}
                    </span>
                  )}
                </span>
                {dish.isSoldOut ? (
                  <span className="text-sm font-semibold text-warning">Épuisé</span>
                ) : (
                  <span className="flex flex-wrap gap-2">
                    {dish.variants.length === 0 ? (
                      <AddButton onClick={() => onAdd(dish)}>
                        Ajouter<span className="sr-only"> {dish.name}</span>
                      </AddButton>
                    ) : (
                      dish.variants.map((variant) => (
                        <AddButton key={variant.id} onClick={() => onAdd(dish, variant.id)}>
                          {/* Named "Ajouter Côtes-du-Rhône — Verre 12 cl · 6,00 €". */}
                          <span className="sr-only">Ajouter {dish.name} — </span>
                          {variant.name} · {formatCents(variant.priceCents)}
                        </AddButton>
                      ))
                    )}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The visible text is part of the button's name (WCAG 2.5.3 "Label in Name"). */
function AddButton({ onClick, children }: { onClick: () => void; children: React.ReactNode }) {
  return (
    <Button variant="outline" onClick={onClick}>
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}

/** The served menu on its way (`GET /api/v1/orders/menu`), or why it did not come. */
export function OrderPadStatus({ pad }: { pad: UseQueryResult<OrderPad> }) {
  if (pad.isPending) return <LoadingState label="Chargement de la carte…" />;
  if (pad.isError) {
    return (
      <p role="alert" className="text-destructive">
        {pad.error.message}
      </p>
    );
  }
  return null;
}
