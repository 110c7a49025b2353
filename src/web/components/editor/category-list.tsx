import { sortCategories } from '../../../domain/menu/categories';
import { CategoryBlock } from './category-block';
import { useEditor } from './editor-context';

/** The categories in their fixed display order (spec §4), or the one selected. */
export function CategoryList() {
  const { menu, selectedCategoryId } = useEditor();
  const sorted = sortCategories(menu.categories);
  const selected = sorted.filter((category) => category.id === selectedCategoryId);
  const shown = selected.length > 0 ? selected : sorted;
  return (
    <div className="grid grid-cols-1 gap-6">
      {shown.map((category) => (
        <CategoryBlock key={category.id} category={category} />
      ))}
    </div>
  );
}
