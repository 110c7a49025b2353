import type { MenuDocument } from '../../../domain/menu/menu-schema';
import type { PromotionAnswer, PromotionInputDraft } from '../../../domain/menu/promotions';
import { toast } from '../../lib/toast';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { promotionSentence } from './promotion-text';

/** The promotion's rule as a request body (for pause and resume, which send it back). */
function bodyOf({
  id: _id,
  menuId: _menuId,
  createdAt: _c,
  updatedAt: _u,
  isInForce: _f,
  ...rule
}: PromotionAnswer): PromotionInputDraft {
  return rule;
}

function StatusBadge({ promotion }: { promotion: PromotionAnswer }) {
  if (!promotion.enabled) return <Badge variant="muted">En pause</Badge>;
  if (promotion.isInForce) return <Badge variant="success">En cours</Badge>;
  return <Badge variant="accent">Programmée</Badge>;
}

/** Each promotion: name, status, its sentence; edit, pause or resume, delete. */
export function PromotionList({
  promotions,
  document,
  isSaving,
  onEdit,
  onSave,
  onDelete,
}: {
  promotions: PromotionAnswer[];
  document: MenuDocument;
  isSaving: boolean;
  onEdit: (promotion: PromotionAnswer) => void;
  onSave: (input: { id: string; body: PromotionInputDraft }) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
}) {
  if (promotions.length === 0) {
    return (
      <p className="text-muted-foreground">
        Aucune promotion pour ce menu. Créez un happy hour, un menu du midi ou une offre du moment.
      </p>
    );
  }
  const togglePause = (promotion: PromotionAnswer) =>
    onSave({ id: promotion.id, body: { ...bodyOf(promotion), enabled: !promotion.enabled } })
      .then(() =>
        toast.success(promotion.enabled ? 'Promotion mise en pause.' : 'Promotion reprise.'),
      )
      .catch((error: Error) => toast.error(error.message));
  return (
    <ul className="grid gap-3" aria-label="Promotions">
      {promotions.map((promotion) => (
        <li key={promotion.id} className="grid gap-3 rounded-lg border border-border bg-card p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">{promotion.name}</h3>
            <StatusBadge promotion={promotion} />
          </div>
          <p className="text-sm">{promotionSentence(promotion, document)}</p>
          {promotion.kind === 'banner' && (
            <p className="text-sm text-muted-foreground">« {promotion.text} »</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => onEdit(promotion)}
              aria-label={`Modifier ${promotion.name}`}
            >
              Modifier
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={isSaving}
              onClick={() => togglePause(promotion)}
              aria-label={`${promotion.enabled ? 'Mettre en pause' : 'Reprendre'} ${promotion.name}`}
            >
              {promotion.enabled ? 'Mettre en pause' : 'Reprendre'}
            </Button>
            <ConfirmDialog
              title="Supprimer cette promotion ?"
              description={`« ${promotion.name} » disparaîtra de votre menu.`}
              confirmLabel="Supprimer"
              pendingLabel="Suppression…"
              variant="destructive"
              onConfirm={() => onDelete(promotion.id)}
              trigger={
                <Button variant="ghost" size="sm" aria-label={`Supprimer ${promotion.name}`}>
                  Supprimer
                </Button>
              }
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
