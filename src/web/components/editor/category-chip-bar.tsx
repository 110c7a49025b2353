import { Plus } from 'lucide-react';
import { sortCategories } from '../../../domain/menu/categories';
import { CategoryIcon } from './category-icon';
import { useEditor } from './editor-context';

const CHIP =
  'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border border-border bg-card px-4 text-sm font-medium transition-colors aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground';

/** Phones: 'Tout', one chip per category (with its icon), 'Ajouter' (spec §2). */
export function CategoryChipBar() {
  const { menu, selectedCategoryId, selectCategory, openCategoryPicker } = useEditor();
  return (
    <fieldset className="flex min-w-0 gap-2 overflow-x-auto px-4 pb-3 [scrollbar-width:none] sm:px-6">
      <legend className="sr-only">Filtrer par catégorie</legend>
      <button
        type="button"
        className={CHIP}
        aria-pressed={selectedCategoryId === null}
        onClick={() => selectCategory(null)}
      >
        Tout
      </button>
      {sortCategories(menu.categories).map((category) => (
        <button
          key={category.id}
          type="button"
          className={CHIP}
          aria-pressed={selectedCategoryId === category.id}
          onClick={() => selectCategory(category.id)}
        >
          <CategoryIcon category={category} />
          {category.name}
        </button>
      ))}
      <button
        type="button"
        className={`${CHIP} border-dashed`}
        aria-label="Ajouter une catégorie"
        onClick={openCategoryPicker}
      >
        <Plus aria-hidden="true" className="size-4" />
        Ajouter
      </button>
    </fieldset>
  );
}
