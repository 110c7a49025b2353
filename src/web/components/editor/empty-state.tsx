import { Link } from 'react-router';
import { DEFAULT_CATEGORIES } from '../../../domain/menu/categories';
import { Button, buttonVariants } from '../ui/button';
import { CategoryIcon } from './category-icon';
import { useEditor } from './editor-context';

/** No category at all: quick buttons for the six predefined ones (spec §2). */
export function EmptyState() {
  const { actions } = useEditor();
  return (
    <div className="grid justify-items-center gap-4 rounded-lg border border-dashed border-border bg-card px-4 py-10 text-center">
      <p className="font-medium">Commencer par ajouter des catégories à votre menu</p>
      <div className="flex flex-wrap justify-center gap-2">
        {DEFAULT_CATEGORIES.map((category) => (
          <Button
            key={category.id}
            variant="outline"
            onClick={() => actions.addDefaultCategory(category.id)}
          >
            <CategoryIcon category={category} />
            {category.name}
          </Button>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        Votre carte existe déjà sur papier ou dans un fichier ?
      </p>
      <Link to="/dashboard/import" className={buttonVariants({ variant: 'outline' })}>
        Importer une carte
      </Link>
    </div>
  );
}
