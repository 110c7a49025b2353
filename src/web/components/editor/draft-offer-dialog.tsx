import { History } from 'lucide-react';
import type { MenuDraftRecord } from '../../lib/editor/draft-store';
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

const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

/** A working copy the server never acknowledged was found: take it back or drop it. */
export function DraftOfferDialog({
  draft,
  serverVersion,
  onResume,
  onIgnore,
}: {
  draft: MenuDraftRecord;
  serverVersion: number | null;
  onResume: () => void;
  onIgnore: () => void;
}) {
  const isOutdated =
    serverVersion !== null && draft.baseVersion !== null && draft.baseVersion < serverVersion;
  return (
    <AlertDialog open>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="flex items-center gap-2">
            <History aria-hidden="true" className="size-5 text-accent" />
            Modifications non enregistrées
          </AlertDialogTitle>
          <AlertDialogDescription>
            Des modifications de « {draft.document.name || 'Menu sans nom'} » faites le{' '}
            {when.format(draft.savedAt)} n’ont pas été enregistrées. Voulez-vous les reprendre ?
          </AlertDialogDescription>
          {isOutdated && (
            <p className="text-sm font-medium text-warning">
              Attention : ce menu a été modifié ailleurs depuis. En les reprenant, vous pourrez
              choisir quelle version garder.
            </p>
          )}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel className={buttonVariants({ variant: 'outline' })} onClick={onIgnore}>
            Ignorer
          </AlertDialogCancel>
          <AlertDialogAction className={buttonVariants()} onClick={onResume}>
            Reprendre mes modifications
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
