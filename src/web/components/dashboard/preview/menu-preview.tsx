import type { MenuDetail } from '../../../../domain/menu/menu-view';
import { MenuPreviewFrame } from './menu-preview-frame';
import { PlainMenuPreview } from './plain-menu-preview';

/**
 * Which preview the owner gets: the server-rendered diner page (the real thing, with the
 * owner's plan applied) or, without that endpoint, the plain rendering of the document.
 */
const IS_SERVER_RENDERED = true;

export function MenuPreview({ menu, displayName }: { menu: MenuDetail; displayName: string }) {
  if (!IS_SERVER_RENDERED) return <PlainMenuPreview document={menu.document} />;
  return <MenuPreviewFrame menuId={menu.id} version={menu.version} menuName={displayName} />;
}
