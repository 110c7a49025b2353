import { MENU_MESSAGES } from '../../../domain/menu/menu-schema';
import { api } from '../../lib/api';
import { toEditableMenu } from '../../lib/editor/menu-edits';
import { toast } from '../../lib/toast';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useEditor } from './editor-context';

const CONFLICT_MESSAGE = MENU_MESSAGES.conflict;

/**
 * A save answered 409: someone saved a newer version. Never silent: the owner reloads the
 * latest version (dropping their changes) or overwrites it with theirs; a failure is shown in
 * the dialog, which stays until one of them succeeds.
 */
export function ConflictDialog() {
  const { session, state } = useEditor();
  const menuId = state.id;

  async function reload() {
    if (!menuId) return;
    const latest = await api.getMenu(menuId);
    session.replaceWith({
      document: toEditableMenu(latest.document),
      id: latest.id,
      version: latest.version,
    });
    toast.success('Dernière version chargée');
  }

  async function overwrite() {
    if (!menuId) return;
    const latest = await api.getMenu(menuId);
    const outcome = await session.controller.overwrite(latest.version);
    if (outcome.ok) toast.success('Menu sauvegardé avec succès', { id: 'menu-save' });
  }

  return (
    <ConfirmDialog
      open={state.status === 'conflict'}
      isDismissible={false}
      title="Conflit de modifications"
      description={state.message ?? CONFLICT_MESSAGE}
      cancelLabel={null}
      secondaryAction={{ label: 'Écraser avec mes modifications', onSelect: overwrite }}
      confirmLabel="Recharger la dernière version"
      onConfirm={reload}
    >
      <p className="text-sm text-muted-foreground">
        Rechargez la dernière version (vos modifications non enregistrées seront perdues) ou
        remplacez-la par la vôtre.
      </p>
    </ConfirmDialog>
  );
}
