import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo } from 'react';
import type { Dish } from '../../../domain/menu/menu-schema';
import { cn } from '../../lib/cn';
import { DishRow } from './dish-row';
import { DragHandle } from './drag-handle';

/** A dish row that moves with its handle: mouse, long press (touch) or keyboard. */
export const SortableDishRow = memo(function SortableDishRow({ dish }: { dish: Dish }) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: dish.id, attributes: { roleDescription: 'plat déplaçable' } });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('relative bg-card', isDragging && 'z-10 rounded-lg shadow-lg ring-2 ring-ring')}
      data-dish-id={dish.id}
    >
      <DishRow
        dish={dish}
        handle={
          <DragHandle
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            dishName={dish.name}
          />
        }
      />
    </li>
  );
});
