import {
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import type {
  DraftCategory,
  DraftDish,
  MenuImportDraft,
} from '../../../domain/menu-import/import-result';
import { cn } from '../../lib/cn';
import { DragHandle } from '../editor/drag-handle';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { DishMoveMenu, type DishPlace } from './dish-move-menu';
import { DraftDishFields } from './draft-dish-fields';
import { DRAFT_DRAG_INSTRUCTIONS, draftDragAnnouncements } from './draft-drag-announcements';
import {
  addDish,
  findDish,
  moveCategory,
  moveDish,
  removeCategory,
  removeDish,
  renameCategory,
  updateDish,
} from './draft-edits';

const CATEGORY_DROP = 'category:';

// A pointer dropped outside every list moves nothing; the keyboard goes to the nearest place.
const collisionDetection: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

/**
 * The draft's categories and dishes (issue 42 §4): each dish dragged by its handle (mouse, long
 * press, keyboard) within its category or into another, or moved with "Déplacer vers…";
 * "Ajouter un plat" in each category, and categories renamed, moved or removed when empty.
 */
export function DraftSections({
  draft,
  onChange,
  newDishId,
  onDishAdded,
}: {
  draft: MenuImportDraft;
  onChange: (draft: MenuImportDraft) => void;
  /** The dish just added (its name takes the focus). */
  newDishId: string | null;
  onDishAdded: (id: string) => void;
}) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo(() => draftDragAnnouncements(draft), [draft]);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = findDish(draft, String(active.id));
    const overId = String(over.id);
    const to = overId.startsWith(CATEGORY_DROP)
      ? (() => {
          const category = draft.categories.findIndex(
            (c) => c.id === overId.slice(CATEGORY_DROP.length),
          );
          return category === -1
            ? null
            : { category, index: draft.categories[category]?.items.length ?? 0 };
        })()
      : findDish(draft, overId);
    if (from && to) onChange(moveDish(draft, from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: DRAFT_DRAG_INSTRUCTIONS }}
    >
      {draft.categories.map((category, c) => (
        <DraftCategoryBlock
          key={category.id}
          category={category}
          index={c}
          count={draft.categories.length}
          draft={draft}
          onChange={onChange}
          newDishId={newDishId}
          onAddDish={() => {
            const id = globalThis.crypto.randomUUID();
            onChange(addDish(draft, c, id));
            onDishAdded(id);
          }}
        />
      ))}
    </DndContext>
  );
}

function DraftCategoryBlock({
  category,
  index: c,
  count,
  draft,
  onChange,
  newDishId,
  onAddDish,
}: {
  category: DraftCategory;
  index: number;
  count: number;
  draft: MenuImportDraft;
  onChange: (draft: MenuImportDraft) => void;
  newDishId: string | null;
  onAddDish: () => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: `${CATEGORY_DROP}${category.id}` });
  const name = category.name.trim() || 'Sans nom';
  const ids = category.items.map((dish) => dish.id);
  return (
    <section
      aria-label={`Catégorie : ${name}`}
      className="grid gap-3 rounded-lg border border-border p-3"
    >
      <div className="flex items-end gap-2">
        <div className="grid flex-1 gap-1">
          <Label htmlFor={`import-category-${c}`}>Catégorie</Label>
          <Input
            id={`import-category-${c}`}
            className="font-semibold"
            value={category.name}
            onChange={(event) => onChange(renameCategory(draft, c, event.target.value))}
          />
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Monter la catégorie ${name}`}
          disabled={c === 0}
          onClick={() => onChange(moveCategory(draft, c, -1))}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Descendre la catégorie ${name}`}
          disabled={c === count - 1}
          onClick={() => onChange(moveCategory(draft, c, 1))}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </Button>
        {category.items.length === 0 && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Supprimer la catégorie ${name}`}
            onClick={() => onChange(removeCategory(draft, c))}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul
          ref={setNodeRef}
          aria-label={`Plats : ${name}`}
          className={cn(
            'grid min-h-12 gap-3 rounded-lg',
            isOver && 'ring-2 ring-ring',
            category.items.length === 0 && 'border border-dashed border-border p-3',
          )}
        >
          {category.items.map((dish, d) => (
            <SortableDraftDish
              key={dish.id}
              dish={dish}
              place={{ category: c, index: d }}
              draft={draft}
              onChange={onChange}
              isNew={dish.id === newDishId}
            />
          ))}
          {category.items.length === 0 && (
            <li className="text-sm text-muted-foreground">
              Aucun plat : glissez-en un ici ou ajoutez-en un.
            </li>
          )}
        </ul>
      </SortableContext>
      <div>
        <Button variant="outline" size="sm" onClick={onAddDish}>
          <Plus aria-hidden="true" className="size-4" />
          Ajouter un plat dans {name}
        </Button>
      </div>
    </section>
  );
}

function SortableDraftDish({
  dish,
  place,
  draft,
  onChange,
  isNew,
}: {
  dish: DraftDish;
  place: DishPlace;
  draft: MenuImportDraft;
  onChange: (draft: MenuImportDraft) => void;
  isNew: boolean;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: dish.id, attributes: { roleDescription: 'plat déplaçable' } });
  const dishName = dish.name.trim() || 'ce plat';
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'relative rounded-lg border border-border bg-card p-3',
        isDragging && 'z-10 shadow-lg ring-2 ring-ring',
      )}
    >
      <DraftDishFields
        dish={dish}
        isNew={isNew}
        onChange={(next) => onChange(updateDish(draft, place.category, place.index, () => next))}
        onRemove={() => onChange(removeDish(draft, place.category, place.index))}
        toolbar={
          <div className="flex items-center justify-between gap-2">
            <DragHandle
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              dishName={dishName}
            />
            <DishMoveMenu
              draft={draft}
              place={place}
              dishName={dishName}
              onMove={(to) => onChange(moveDish(draft, place, to))}
            />
          </div>
        }
      />
    </li>
  );
}
