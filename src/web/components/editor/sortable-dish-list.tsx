import {
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useMemo } from 'react';
import type { Category } from '../../../domain/menu/menu-schema';
import { DRAG_INSTRUCTIONS, dragAnnouncements } from './drag-announcements';
import { useEditorCommands } from './editor-context';
import { SortableDishRow } from './sortable-dish-row';

const lockToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

// A pointer dropped outside the list has no target, so nothing moves (spec §4); the keyboard,
// which has no pointer, goes to the nearest place.
const collisionDetection: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

/** A category's dishes, reorderable within the category only (one drag context each). */
export function SortableDishList({ category }: { category: Category }) {
  const { actions } = useEditorCommands();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = category.items.map((dish) => dish.id);
  const announcements = useMemo(() => dragAnnouncements(category.items), [category.items]);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from !== -1 && to !== -1) actions.moveDish(category.id, from, to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      modifiers={[lockToVerticalAxis]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: DRAG_INSTRUCTIONS }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul aria-label={`Plats : ${category.name}`} className="divide-y divide-border">
          {category.items.map((dish) => (
            <SortableDishRow key={dish.id} dish={dish} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
