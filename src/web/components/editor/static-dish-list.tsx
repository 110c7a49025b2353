import type { Category } from '../../../domain/menu/menu-schema';
import { DishRow } from './dish-row';
import { DragHandle } from './drag-handle';

/**
 * A category's dishes while the drag-and-drop library loads (category-block.tsx): the rows of
 * SortableDishList, whose handles ask for the library at the first touch or key.
 */
export function StaticDishList({
  category,
  onDragWanted,
}: {
  category: Category;
  onDragWanted: () => void;
}) {
  return (
    <ul aria-label={`Plats : ${category.name}`} className="divide-y divide-border">
      {category.items.map((dish) => (
        <li key={dish.id} className="relative bg-card" data-dish-id={dish.id}>
          <DishRow
            dish={dish}
            handle={
              <DragHandle
                dishName={dish.name}
                onPointerDown={onDragWanted}
                onKeyDown={onDragWanted}
              />
            }
          />
        </li>
      ))}
    </ul>
  );
}
