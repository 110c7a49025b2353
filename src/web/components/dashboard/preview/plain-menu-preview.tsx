import { sortCategories } from '../../../../domain/menu/categories';
import type { Dish, MenuDocument } from '../../../../domain/menu/menu-schema';
import { formatPrice } from '../../../../domain/menu/price';

function DishItem({ dish }: { dish: Dish }) {
  return (
    <li className="grid gap-1 py-4">
      <div className="flex items-baseline justify-between gap-4">
        <h3 className="font-semibold break-words">{dish.name}</h3>
        <span className="font-semibold whitespace-nowrap">{formatPrice(dish.price)}</span>
      </div>
      {dish.description && (
        <p className="text-sm text-muted-foreground break-words">{dish.description}</p>
      )}
      {dish.allergens.length > 0 && (
        <p className="text-xs text-muted-foreground">Allergènes : {dish.allergens.join(', ')}</p>
      )}
    </li>
  );
}

/**
 * A plain, readable rendering of a menu document as diners read it: categories in the
 * display order, available dishes only, empty categories left out. Used when the server's
 * diner-page preview is not available.
 */
export function PlainMenuPreview({ document }: { document: MenuDocument }) {
  const categories = sortCategories(document.categories)
    .map((category) => ({ ...category, items: category.items.filter((dish) => dish.isActive) }))
    .filter((category) => category.items.length > 0);

  return (
    <article className="mx-auto grid w-full max-w-2xl gap-8 rounded-lg border border-border bg-card p-5 shadow-sm sm:p-8">
      <h2 className="text-center text-2xl font-bold tracking-tight break-words">{document.name}</h2>
      {categories.length === 0 && (
        <p className="text-center text-muted-foreground">
          Ce menu ne contient encore aucun plat disponible.
        </p>
      )}
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`categorie-${category.id}`}>
          <h2
            id={`categorie-${category.id}`}
            className="border-b border-border pb-2 text-lg font-semibold tracking-wide uppercase"
          >
            {category.name}
          </h2>
          <ul className="divide-y divide-border">
            {category.items.map((dish) => (
              <DishItem key={dish.id} dish={dish} />
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
