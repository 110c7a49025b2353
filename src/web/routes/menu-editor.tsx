import { lazy, Suspense, useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LoadingState } from '../components/ui/loading-state';

// The editor (drag and drop, drawers, IndexedDB) loads with its first visit.
const MenuEditorLoader = lazy(() =>
  import('../components/editor/menu-editor-loader').then((module) => ({
    default: module.MenuEditorLoader,
  })),
);

/**
 * A new menu gets its id on its first save; the address then becomes /dashboard/menu/{id}/edit
 * while the same editor stays mounted (same key), so nothing typed or open is lost.
 */
const keyOfCreatedMenu = new Map<string, string>();

/** /dashboard/menu/new and /dashboard/menu/:menuId/edit. */
export function MenuEditorPage() {
  const { menuId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const key = menuId ? (keyOfCreatedMenu.get(menuId) ?? `edit:${menuId}`) : `new:${location.key}`;

  const onCreated = useCallback(
    (id: string) => {
      keyOfCreatedMenu.set(id, key);
      navigate(`/dashboard/menu/${encodeURIComponent(id)}/edit`, {
        replace: true,
        state: { keepFocus: true },
      });
    },
    [key, navigate],
  );

  return (
    <Suspense fallback={<LoadingState label="Chargement..." />}>
      <MenuEditorLoader key={key} menuId={menuId ?? null} onCreated={onCreated} />
    </Suspense>
  );
}
