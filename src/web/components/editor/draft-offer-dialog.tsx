import { History } from 'lucide-react';
import type { MenuDraftRecord } from '../../lib/editor/draft-store';
import { ConfirmDialog } from '../ui/confirm-dialog';

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
    <ConfirmDialog
      open
      // "Ignorer" drops the draft for good: only its button does that, never Escape.
      isDismissible={false}
      title={
        <span className="flex items-center gap-2">
          <History aria-hidden="true" className="size-5 text-accent" />
          Modifications non enregistrées
        </span>
      }
      description={`Des modifications de « ${draft.document.name || 'Menu sans nom'} » faites le ${when.format(draft.savedAt)} n’ont pas été enregistrées. Voulez-vous les reprendre ?`}
      cancelLabel="Ignorer"
      onCancel={onIgnore}
      confirmLabel="Reprendre mes modifications"
      onConfirm={onResume}
    >
      {isOutdated && (
        <p className="text-sm font-medium text-warning">
          Attention : ce menu a été modifié ailleurs depuis. En les reprenant, vous pourrez choisir
          quelle version garder.
        </p>
      )}
    </ConfirmDialog>
  );
}
