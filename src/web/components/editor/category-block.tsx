import { Plus, Trash2 } from 'lucide-react';
import { memo, useRef, useState } from 'react';
import type { Category } from '../../../domain/menu/menu-schema';
import { onDemand, useOnDemand } from '../../lib/on-demand';
import { useFocusKept } from '../../lib/use-focus-kept';
import { Button } from '../ui/button';
import { CategoryIcon } from './category-icon';
import { CategoryVatBar, CategoryVatSelect } from './category-vat';
import { useEditorCommands } from './editor-context';
import { StaticDishList } from './static-dish-list';

// Drag and drop (dnd-kit, 14 KB compressed) loads on demand (lib/on-demand): the same rows show
// without it, and a touch or key on a handle asks for it.
const sortableList = onDemand(() => import('./sortable-dish-list'));

/** One category: its name, "Ajouter un plat", "Supprimer la catégorie" and its dishes. */
export const CategoryBlock = memo(function CategoryBlock({ category }: { category: Category }) {
  const { openDishPanel, askDeleteCategory, isMobile } = useEditorCommands();
  const [isDragWanted, setDragWanted] = useState(false);
  const sortable = useOnDemand(sortableList, isDragWanted, () => setDragWanted(false));
  const section = useRef<HTMLElement>(null);
  useFocusKept(section, sortable);
  const titleId = `category-${category.id}`;
  const addDish = () => openDishPanel({ mode: 'add', categoryId: category.id });
  return (
    <section
      ref={section}
      aria-labelledby={titleId}
      className="rounded-lg border border-border bg-card shadow-sm"
    >
      <div className="flex items-center gap-2 border-b border-border py-2 pr-2 pl-4">
        <h2 id={titleId} className="flex min-w-0 flex-1 items-center gap-2 text-lg font-semibold">
          <CategoryIcon category={category} className="size-5 text-accent" />
          <span className="truncate">{category.name}</span>
          <span className="text-sm font-normal text-muted-foreground">
            ({category.items.length})
          </span>
        </h2>
        {!isMobile && <CategoryVatSelect category={category} />}
        <Button
          variant="outline"
          aria-label={`Ajouter un plat dans ${category.name}`}
          onClick={addDish}
        >
          <Plus aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">Ajouter un plat</span>
        </Button>
        <Button
          variant="ghost"
          className="px-3 text-destructive hover:bg-destructive/10"
          aria-label={`Supprimer la catégorie ${category.name}`}
          onClick={() => askDeleteCategory(category.id)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="hidden lg:inline">Supprimer la catégorie</span>
        </Button>
      </div>
      <CategoryVatBar category={category} hasSelect={isMobile} />
      {category.items.length === 0 ? (
        <div className="grid justify-items-center gap-3 px-4 py-8 text-center">
          <p className="text-sm text-muted-foreground">Aucun plat dans cette catégorie</p>
          <Button variant="outline" onClick={addDish}>
            <Plus aria-hidden="true" className="size-4" />
            Ajouter un plat
          </Button>
        </div>
      ) : sortable ? (
        <sortable.SortableDishList category={category} />
      ) : (
        <StaticDishList category={category} onDragWanted={() => setDragWanted(true)} />
      )}
    </section>
  );
});
