import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createEmptyMenu } from '../../../domain/menu/menu-schema';
import { ApiError, api } from '../../lib/api';
import { isDraftWorthOffering } from '../../lib/editor/draft-store';
import type { EditorStart } from '../../lib/editor/editor-session';
import { toEditableMenu } from '../../lib/editor/menu-edits';
import { openDraftStore } from '../../lib/editor/use-editor-session';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { LoadingState } from '../ui/loading-state';
import { DraftOfferDialog } from './draft-offer-dialog';
import { LoadError } from './load-error';
import { MenuEditor } from './menu-editor';
import { MenuLimitNotice } from './menu-limit-notice';
import { ReadOnlyMenu } from './read-only-menu';

const LOADING = 'Chargement...';

/**
 * Opens a menu for editing (or the new menu): loads it, adds missing core categories, offers
 * back an unsaved draft, then hands a frozen starting point to the editor. Later refetches
 * are ignored: from then on the editor's working copy is the truth.
 */
export function MenuEditorLoader({
  menuId,
  onCreated,
}: {
  menuId: string | null;
  onCreated: (id: string) => void;
}) {
  const ownerId = useSession().data?.restaurant.id ?? '';
  const [start, setStart] = useState<EditorStart | null>(null);
  const isStarting = start === null;
  const isNew = menuId === null;

  const menuQuery = useQuery({
    queryKey: queryKeys.menu(menuId ?? 'new'),
    queryFn: () => api.getMenu(menuId as string),
    enabled: !isNew && isStarting,
    retry: (count, error) => error instanceof ApiError && error.status >= 500 && count < 2,
    refetchOnWindowFocus: false,
  });
  // A new menu: may this owner have one more? (The server refuses anyway; this says it first.)
  const accountQuery = useQuery({
    queryKey: queryKeys.account,
    queryFn: api.account,
    enabled: isNew && isStarting,
  });
  const menusQuery = useQuery({
    queryKey: queryKeys.menus,
    queryFn: api.listMenus,
    enabled: isNew && isStarting,
  });
  const draftQuery = useQuery({
    queryKey: ['menu-draft', ownerId, menuId ?? 'new'],
    queryFn: async () =>
      (await openDraftStore(ownerId)
        .load(menuId)
        .catch(() => null)) ?? null,
    enabled: isStarting && ownerId !== '',
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });

  const maxMenus = accountQuery.data?.entitlements?.maxMenus ?? null;
  const isAtMenuLimit = isNew && maxMenus !== null && (menusQuery.data?.length ?? 0) >= maxMenus;
  const isLimitKnown = !isNew || (!accountQuery.isPending && !menusQuery.isPending);
  const detail = menuQuery.data;
  const base: EditorStart | null = detail
    ? { document: toEditableMenu(detail.document), id: detail.id, version: detail.version }
    : isNew
      ? { document: createEmptyMenu(), id: null, version: null }
      : null;
  const draft = draftQuery.data ?? undefined;
  const isReady =
    base !== null &&
    draftQuery.isSuccess &&
    isLimitKnown &&
    !isAtMenuLimit &&
    detail?.isEditable !== false;
  const offer = isReady && isDraftWorthOffering(draft, base.document) ? draft : null;

  useEffect(() => {
    if (!isStarting || !isReady || offer || !base) return;
    // A draft identical to the server's document is a leftover: drop it.
    if (draft)
      void openDraftStore(ownerId)
        .discard(menuId)
        .catch(() => {});
    setStart(base);
  }, [isStarting, isReady, offer, base, draft, ownerId, menuId]);

  if (start) return <MenuEditor start={start} ownerId={ownerId} onCreated={onCreated} />;
  if (menuQuery.isError) {
    const error = menuQuery.error;
    const canRetry = !(error instanceof ApiError) || error.isOffline || error.status >= 500;
    return (
      <LoadError
        onRetry={canRetry ? () => void menuQuery.refetch() : undefined}
        isRetrying={menuQuery.isFetching}
      />
    );
  }
  if (detail && !detail.isEditable) return <ReadOnlyMenu menu={detail.document} />;
  if (isAtMenuLimit) return <MenuLimitNotice />;
  if (!offer || !base) return <LoadingState label={LOADING} />;
  return (
    <>
      <LoadingState label={LOADING} />
      <DraftOfferDialog
        draft={offer}
        serverVersion={base.version}
        onResume={() =>
          setStart({
            ...base,
            resumed: { document: offer.document, baseVersion: offer.baseVersion },
          })
        }
        onIgnore={() => {
          void openDraftStore(ownerId)
            .discard(menuId)
            .catch(() => {});
          setStart(base);
        }}
      />
    </>
  );
}
