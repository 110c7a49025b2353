import { Plus } from 'lucide-react';
import { Button } from '../ui/button';
import { BlockedNotice } from './blocked-notice';
import { CategoryChipBar } from './category-chip-bar';
import { CategoryList } from './category-list';
import { DishSuggestions } from './dish-suggestions';
import { useEditor } from './editor-context';
import { EmptyState } from './empty-state';
import { MobileHeader } from './mobile-header';
import { MobileSaveBar } from './mobile-save-bar';

/** Under 768 px: sticky header and category chips, the list, a fixed save bar (spec §2). */
export function MobileLayout() {
  const { menu, selectedCategoryId, openDishPanel } = useEditor();
  const hasCategories = menu.categories.length > 0;
  return (
    // Edge to edge inside the shell's padded <main>.
    <div className="-mx-4 -mt-6 pb-28 sm:-mx-6 sm:-mt-10">
      <div className="sticky top-16 z-30 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
        <MobileHeader />
        <CategoryChipBar />
      </div>
      <div className="grid grid-cols-1 gap-4 px-4 pt-4 sm:px-6">
        <BlockedNotice />
        <div className="grid grid-cols-2 gap-2">
          <DishSuggestions className="w-full px-2" />
          <Button
            className="w-full px-2"
            disabled={!hasCategories}
            onClick={() => openDishPanel({ mode: 'add', categoryId: selectedCategoryId })}
          >
            <Plus aria-hidden="true" className="size-4" />
            Ajouter un plat
          </Button>
        </div>
        {hasCategories ? <CategoryList /> : <EmptyState />}
      </div>
      <MobileSaveBar />
    </div>
  );
}
