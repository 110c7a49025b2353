import { useRef } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../ui/alert-dialog';
import { buttonVariants } from '../ui/button';
import { useEditor } from './editor-context';
import { focusMainInstead } from './focus-main';

/** Confirmation before a category and its dishes go (spec §2). */
export function DeleteCategoryDialog({
  categoryId,
  onClose,
}: {
  categoryId: string | null;
  onClose: () => void;
}) {
  const { menu, actions } = useEditor();
  const isDeleted = useRef(false);
  const category = menu.categories.find((candidate) => candidate.id === categoryId);
  return (
    <AlertDialog open={category !== undefined} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!category || isDeleted.current) focusMainInstead(event);
          isDeleted.current = false;
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Supprimer la catégorie</AlertDialogTitle>
          <AlertDialogDescription>
            Êtes-vous sûr de vouloir supprimer la catégorie {category?.name} ? Cette action
            supprimera également tous les plats associés.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel className={buttonVariants({ variant: 'outline' })}>
            Annuler
          </AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            onClick={() => {
              if (category) actions.deleteCategory(category.id);
              isDeleted.current = true;
              onClose();
            }}
          >
            Supprimer
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
