import { LayoutList, Plus } from 'lucide-react';
import { sortCategories } from '../../../domain/menu/categories';
import { countItems } from '../../../domain/menu/menu-schema';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { CategoryIcon } from './category-icon';
import { useEditor } from './editor-context';

const ENTRY =
  'flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-left text-sm transition-colors hover:bg-muted aria-pressed:bg-muted aria-pressed:font-semibold';

function Count({ value }: { value: number }) {
  return (
    <span className="ml-auto rounded-full bg-muted px-2 text-xs tabular-nums text-muted-foreground">
      {value}
      <span className="sr-only"> {value > 1 ? 'plats' : 'plat'}</span>
    </span>
  );
}

/** "Catégories": filter the list by category, add one (spec §2, desktop). */
export function CategorySidebar() {
  const { menu, selectedCategoryId, selectCategory, openCategoryPicker } = useEditor();
  return (
    <aside
      aria-labelledby="editor-categories-title"
      className="rounded-lg border border-border bg-card p-3 shadow-sm md:sticky md:top-20"
    >
      <div className="mb-2 flex items-center justify-between gap-2 pl-3">
        <h2 id="editor-categories-title" className="font-semibold">
          Catégories
        </h2>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Ajouter une catégorie"
          onClick={openCategoryPicker}
        >
          <Plus aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {menu.categories.length === 0 ? (
        <div className="grid gap-3 px-3 py-4 text-sm text-muted-foreground">
          <p>Aucune catégorie</p>
          <Button variant="outline" onClick={openCategoryPicker}>
            Créer votre première catégorie
          </Button>
        </div>
      ) : (
        <ul className="grid gap-1">
          <li>
            <button
              type="button"
              className={ENTRY}
              aria-pressed={selectedCategoryId === null}
              onClick={() => selectCategory(null)}
            >
              <LayoutList aria-hidden="true" className="size-4 shrink-0" />
              Toutes les catégories
              <Count value={countItems(menu)} />
            </button>
          </li>
          {sortCategories(menu.categories).map((category) => (
            <li key={category.id}>
              <button
                type="button"
                className={cn(ENTRY)}
                aria-pressed={selectedCategoryId === category.id}
                onClick={() => selectCategory(category.id)}
              >
                <CategoryIcon category={category} />
                <span className="min-w-0 truncate">{category.name}</span>
                <Count value={category.items.length} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
