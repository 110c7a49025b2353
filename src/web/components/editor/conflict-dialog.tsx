import { useState } from 'react';
import { toast } from 'sonner';
import { MENU_MESSAGES } from '../../../domain/menu/menu-schema';
import { ApiError, api } from '../../lib/api';
import { withCoreCategories } from '../../lib/editor/menu-edits';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../ui/alert-dialog';

import { Button } from '../ui/button';
import { useEditor } from './editor-context';

const CONFLICT_MESSAGE = MENU_MESSAGES.conflict;

/**
 * A save answered 409: someone saved a newer version. Never silent: the owner reloads the
 * latest version (dropping their changes) or overwrites it with theirs.
 */
export function ConflictDialog() {
  const { session, state } = useEditor();
  const [busy, setBusy] = useState<'reload' | 'overwrite' | null>(null);
  const menuId = state.id;

  async function resolve(choice: 'reload' | 'overwrite') {
    if (!menuId) return;
    setBusy(choice);
    try {
      const latest = await api.getMenu(menuId);
      if (choice === 'reload') {
        session.replaceWith({
          document: withCoreCategories(latest.document),
          id: latest.id,
          version: latest.version,
        });
        toast.success('Dernière version chargée');
      } else {
        const outcome = await session.controller.overwrite(latest.version);
        if (outcome.ok) toast.success('Menu sauvegardé avec succès', { id: 'menu-save' });
      }
    } catch (error) {
      const description = error instanceof ApiError ? error.message : undefined;
      toast.error('Erreur', { description });
    } finally {
      setBusy(null);
    }
  }

  return (
    <AlertDialog open={state.status === 'conflict'}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Conflit de modifications</AlertDialogTitle>
          <AlertDialogDescription>{state.message ?? CONFLICT_MESSAGE}</AlertDialogDescription>
          <p className="text-sm text-muted-foreground">
            Rechargez la dernière version (vos modifications non enregistrées seront perdues) ou
            remplacez-la par la vôtre.
          </p>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <Button
            variant="outline"
            isLoading={busy === 'overwrite'}
            disabled={busy !== null}
            onClick={() => void resolve('overwrite')}
          >
            Écraser avec mes modifications
          </Button>
          <Button
            isLoading={busy === 'reload'}
            disabled={busy !== null}
            onClick={() => void resolve('reload')}
          >
            Recharger la dernière version
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
