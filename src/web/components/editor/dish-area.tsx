import { Plus } from 'lucide-react';
import { useState } from 'react';
import { onDemand, useOnDemand } from '../../lib/on-demand';
import { Button } from '../ui/button';
import { CategoryList } from './category-list';
import { SuggestionsButton } from './dish-suggestions-button';
import { useEditor } from './editor-context';
import { EmptyState } from './empty-state';

// The suggestions' drawer or popover and the dish catalogue load on demand (lib/on-demand):
// until then, a stand-in of the button opens them once loaded.
const suggestions = onDemand(() => import('./dish-suggestions'));

/** "Suggestions de plats" and "Ajouter un plat" (in the selected category), both layouts. */
export function DishActions({ className }: { className?: string }) {
  const { menu, selectedCategoryId, openDishPanel, isMobile } = useEditor();
  const [isWanted, setWanted] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const module = useOnDemand(suggestions, isWanted, () => setWanted(false));
  return (
    <>
      {module ? (
        <module.DishSuggestions
          className={className}
          defaultOpen={isWanted}
          autoFocus={hasFocus && !isWanted}
        />
      ) : (
        <SuggestionsButton
          className={className}
          isMobile={isMobile}
          aria-haspopup="dialog"
          aria-expanded={false}
          onClick={() => setWanted(true)}
          onFocus={() => setHasFocus(true)}
          onBlur={() => setHasFocus(false)}
        />
      )}
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
