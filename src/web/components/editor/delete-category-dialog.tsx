import { ConfirmDialog } from '../ui/confirm-dialog';
import { useEditor } from './editor-context';
import { focusMain } from './focus-main';

/** Confirmation before a category and its dishes go (spec §2). */
export function DeleteCategoryDialog({
  categoryId,
  onClose,
}: {
  categoryId: string | null;
  onClose: () => void;
}) {
  const { menu, actions } = useEditor();
  const category = menu.categories.find((candidate) => candidate.id === categoryId);
  return (
    <ConfirmDialog
      open={category !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title="Supprimer la catégorie"
      description={`Êtes-vous sûr de vouloir supprimer la catégorie ${category?.name ?? ''} ? Cette action supprimera également tous les plats associés.`}
      confirmLabel="Supprimer"
      variant="destructive"
      onConfirm={() => {
        if (category) actions.deleteCategory(category.id);
      }}
      focusFallback={focusMain}
    />
  );
}
