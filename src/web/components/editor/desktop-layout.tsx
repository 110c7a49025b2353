import { Plus } from 'lucide-react';
import { Button } from '../ui/button';
import { BlockedNotice } from './blocked-notice';
import { CategoryList } from './category-list';
import { CategorySidebar } from './category-sidebar';
import { DishSuggestions } from './dish-suggestions';
import { useEditor } from './editor-context';
import { EditorHeader } from './editor-header';
import { EmptyState } from './empty-state';

/** From 768 px: header, category sidebar, and the main area (spec §2). */
export function DesktopLayout() {
  const { menu, selectedCategoryId, openDishPanel } = useEditor();
  const hasCategories = menu.categories.length > 0;
  return (
    <div className="grid gap-6">
      <EditorHeader />
      <BlockedNotice />
      <div className="grid items-start gap-6 md:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[17rem_minmax(0,1fr)]">
        <CategorySidebar />
        <div className="grid min-w-0 gap-6">
          <div className="flex flex-wrap items-start gap-3">
            <DishSuggestions />
            <Button
              disabled={!hasCategories}
              onClick={() => openDishPanel({ mode: 'add', categoryId: selectedCategoryId })}
            >
              <Plus aria-hidden="true" className="size-4" />
              Ajouter un plat
            </Button>
          </div>
          {hasCategories ? <CategoryList /> : <EmptyState />}
        </div>
      </div>
    </div>
  );
}
