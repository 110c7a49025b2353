import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PROMOTION_MESSAGES, type PromotionAnswer } from '../../domain/menu/promotions';
import { menuQueryOptions, useAccount, useMenus } from '../components/dashboard/dashboard-queries';
import { useServedMenu } from '../components/dashboard/scheduled-menu-notice';
import { PromotionList } from '../components/promotions/promotion-list';
import {
  promotionsQueryOptions,
  usePromotionMutations,
} from '../components/promotions/use-promotions';
import { BackToDashboardLink } from '../components/shell/back-to-dashboard-link';
import { NoMenuYet } from '../components/shell/no-menu-yet';
import { PageHeader } from '../components/shell/page-header';
import { Button } from '../components/ui/button';
import { FormField } from '../components/ui/form-field';
import { LoadingState } from '../components/ui/loading-state';
import { NativeSelect } from '../components/ui/native-select';
import { onDemand, useOnDemand } from '../lib/on-demand';
import { toast } from '../lib/toast';
import { useDocumentTitle } from '../lib/use-document-title';

const TITLE = 'Promotions';
/** The form (and the validation library with it) loads on demand (lib/on-demand). */
const promotionForm = onDemand(() => import('../components/promotions/promotion-form'));

/**
 * /dashboard/promotions (Premium, issue 15 §4): list, create, edit, pause and delete a menu's
 * promotions. Beside the menu document: no editor, no If-Match (docs/promotions.md).
 */
export function PromotionsPage() {
  useDocumentTitle(TITLE);
  const { data: account } = useAccount();
  const { data: menus, isError: isMenusError } = useMenus();
  const [chosenId, setChosenId] = useState<string>();
  // Opens on the menu diners see now, as the server picks it (schedules, active, else oldest).
  const servedQuery = useServedMenu(Boolean(menus?.length));
  const servedId = servedQuery.data?.menuId;
  const menuId = chosenId ?? servedId ?? '';
  const canUse = account?.entitlements?.canUsePromotions;

  return (
    <div className="grid max-w-2xl gap-6">
      <BackToDashboardLink />
      <PageHeader
        title={TITLE}
        description="Happy hour, menu du midi, offre du moment : vos clients voient l’ancien prix barré et le nom de la promotion, pendant ses horaires seulement."
      />
      {canUse === false ? (
        <p>
          {PROMOTION_MESSAGES.premiumRequired}{' '}
          <Link to="/dashboard/settings" className="font-medium underline">
            Voir l’abonnement
          </Link>
        </p>
      ) : isMenusError || servedQuery.isError ? (
        <p role="alert">Vos menus n’ont pas pu être chargés. Rechargez la page.</p>
      ) : menus?.length === 0 ? (
        <NoMenuYet />
      ) : menus && canUse && menuId ? (
        <>
          {menus.length > 1 && (
            <FormField label="Menu">
              <NativeSelect value={menuId} onChange={(event) => setChosenId(event.target.value)}>
                {menus.map((menu) => (
                  <option key={menu.id} value={menu.id}>
                    {menu.name}
                    {menu.id === servedId ? ' (servi maintenant)' : menu.isActive ? ' (actif)' : ''}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          )}
          <MenuPromotions key={menuId} menuId={menuId} />
        </>
      ) : (
        <LoadingState label="Chargement…" />
      )}
    </div>
  );
}

function MenuPromotions({ menuId }: { menuId: string }) {
  const { data: menu, isError: isMenuError } = useQuery(menuQueryOptions(menuId));
  const { data: list, isError } = useQuery(promotionsQueryOptions(menuId));
  const { save, remove } = usePromotionMutations(menuId);
  const [editing, setEditing] = useState<PromotionAnswer | 'new' | null>(null);
  const form = useOnDemand(promotionForm, editing !== null, () => setEditing(null));

  if (isError || isMenuError) {
    return <p role="alert">Les promotions n’ont pas pu être chargées. Rechargez la page.</p>;
  }
  if (!menu || !list) return <LoadingState label="Chargement des promotions…" />;
  if (editing && !form) return <LoadingState label="Chargement…" />;
  if (editing && form) {
    const promotion = editing === 'new' ? undefined : editing;
    return (
      <form.PromotionForm
        document={menu.document}
        promotion={promotion}
        isSaving={save.isPending}
        onCancel={() => setEditing(null)}
        onSave={async (body) => {
          await save.mutateAsync({ id: promotion?.id, body });
          toast.success(promotion ? 'Promotion enregistrée.' : 'Promotion créée.');
          setEditing(null);
        }}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <Button className="justify-self-start" onClick={() => setEditing('new')}>
        Nouvelle promotion
      </Button>
      <PromotionList
        promotions={list.promotions}
        document={menu.document}
        isSaving={save.isPending}
        onEdit={setEditing}
        onSave={(input) => save.mutateAsync(input)}
        onDelete={async (id) => {
          await remove.mutateAsync(id);
          toast.success('Promotion supprimée.');
        }}
      />
    </div>
  );
}
