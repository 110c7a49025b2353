/**
 * The diner page itself, rendered by the server for the owner (GET /api/v1/menus/{id}/preview:
 * owner-only, even for an inactive menu, framable by our own pages only). `version` reloads
 * the frame whenever the menu changes, here or in another tab.
 */
export function MenuPreviewFrame({
  menuId,
  version,
  menuName,
}: {
  menuId: string;
  version: number;
  menuName: string;
}) {
  return (
    <div className="mx-auto w-full max-w-md overflow-hidden rounded-lg border border-border bg-card shadow-sm md:rounded-[2rem] md:border-8 md:border-primary">
      <iframe
        key={version}
        src={`/api/v1/menus/${encodeURIComponent(menuId)}/preview`}
        title={`Aperçu du menu ${menuName}, tel que vos clients le verront`}
        className="block h-[calc(100dvh-14rem)] min-h-[32rem] w-full bg-background"
      />
    </div>
  );
}
