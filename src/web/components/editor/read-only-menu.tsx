import { ArrowLeft, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { sortCategories } from '../../../domain/menu/categories';
import type { MenuDocument } from '../../../domain/menu/menu-schema';
import { PLAN_MESSAGES } from '../../../domain/plans/plans';
import { UpgradeLink } from '../billing/upgrade-link';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { buttonVariants } from '../ui/button';
import { AllergenChips } from './allergen-chips';
import { CategoryIcon } from './category-icon';
import { displayDishPrice } from './display-price';
import { useEditorTitle } from './use-editor-page';

/** A free owner's menu other than the oldest: shown, not editable, with the way to Premium. */
export function ReadOnlyMenu({ menu }: { menu: MenuDocument }) {
  useEditorTitle(menu.name);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{menu.name}</h1>
        <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour au tableau de bord
        </Link>
      </div>
      <Alert variant="warning" role="status">
        <Lock aria-hidden="true" />
        <AlertTitle>Lecture seule</AlertTitle>
        <AlertDescription className="grid gap-3">
          <p>{PLAN_MESSAGES.readOnlyOnFree}</p>
          <UpgradeLink />
        </AlertDescription>
      </Alert>
      {sortCategories(menu.categories).map((category) => (
        <section key={category.id} aria-labelledby={`ro-${category.id}`} className="grid gap-2">
          <h2 id={`ro-${category.id}`} className="flex items-center gap-2 text-lg font-semibold">
            <CategoryIcon category={category} />
            {category.name}
          </h2>
          {category.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">Aucun plat dans cette catégorie</p>
          ) : (
            <ul className="divide-y divide-border rounded-lg border border-border bg-card">
              {category.items.map((dish) => (
                <li
                  key={dish.id}
                  className="flex gap-3 p-3"
                  data-inactive={!dish.isActive || undefined}
                >
                  <div className={`grid min-w-0 flex-1 gap-1 ${dish.isActive ? '' : 'opacity-50'}`}>
                    <p className="font-medium">{dish.name}</p>
                    {dish.description && (
                      <p className="text-sm text-muted-foreground">{dish.description}</p>
                    )}
                    <AllergenChips allergens={dish.allergens} limit={null} />
                  </div>
                  <p className="shrink-0 font-medium tabular-nums">{displayDishPrice(dish)}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
