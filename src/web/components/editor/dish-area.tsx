import { Plus } from 'lucide-react';
import { Button } from '../ui/button';
import { CategoryList } from './category-list';
import { DishSuggestions } from './dish-suggestions';
import { useEditor } from './editor-context';
import { EmptyState } from './empty-state';

/** "Suggestions de plats" and "Ajouter un plat" (in the selected category), both layouts. */
export function DishActions({ className }: { className?: string }) {
  const { menu, selectedCategoryId, openDishPanel } = useEditor();
  return (
    <>
      <DishSuggestions className={className} />
      <Button
        className={className}
        disabled={menu.categories.length === 0}
        onClick={() => openDishPanel({ mode: 'add', categoryId: selectedCategoryId })}
      >
        <Plus aria-hidden="true" className="size-4" />
        Ajouter un plat
      </Button>
    </>
  );
}

/** The categories and their dishes, or the empty state of a menu without categories. */
export function DishList() {
  const { menu } = useEditor();
  return menu.categories.length > 0 ? <CategoryList /> : <EmptyState />;
}
