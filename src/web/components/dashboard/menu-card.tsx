import { BookOpen, Eye, Pencil, QrCode } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { MenuView } from '../../../domain/menu/menu-view';
import type { Plan } from '../../../domain/plans/plans';
import { cn } from '../../lib/cn';
import { Badge } from '../ui/badge';
import { buttonVariants } from '../ui/button';
import { DeleteMenuDialog } from './delete-menu-dialog';
import { DuplicateMenuButton } from './duplicate-menu-button';
import { formatDishCount, formatUpdatedAt } from './format';
import { MenuActivationSwitch } from './menu-activation-switch';
import { ReadOnlyNote } from './menu-notices';

const SECONDARY = cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'min-h-11 px-3');

function StatusBadge({ menu, plan }: { menu: MenuView; plan: Plan | undefined }) {
  if (!menu.isActive) return <Badge variant="muted">Inactif</Badge>;
  // Free plan: the active menu is not a choice but the default one (spec §2).
  return <Badge variant="success">{plan === 'free' ? 'Menu par défaut' : 'Actif'}</Badge>;
}

/** One card of "Mes menus": what the menu holds, its status and what can be done with it. */
export function MenuCard({
  menu,
  plan,
  canChooseActiveMenu,
  canDuplicate,
  onDeleted,
}: {
  menu: MenuView;
  plan: Plan | undefined;
  canChooseActiveMenu: boolean;
  /** Premium: "Dupliquer" (free owners have one menu). */
  canDuplicate: boolean;
  onDeleted: () => void;
}) {
  const titleId = useId();
  const noteId = useId();
  const displayName = menu.name.trim() || 'Menu sans nom';
  const base = `/dashboard/menu/${encodeURIComponent(menu.id)}`;

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 id={titleId} className="text-lg leading-tight font-semibold break-words">
            {displayName}
          </h3>
          <p className="text-sm text-muted-foreground">{formatDishCount(menu.itemsCount)}</p>
          <p className="text-sm text-muted-foreground">
            Mis à jour le <time dateTime={menu.updatedAt}>{formatUpdatedAt(menu.updatedAt)}</time>
          </p>
        </div>
        <StatusBadge menu={menu} plan={plan} />
      </div>

      {canChooseActiveMenu && <MenuActivationSwitch menu={menu} displayName={displayName} />}
      {!menu.isEditable && <ReadOnlyNote id={noteId} />}

      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-border pt-4">
        {menu.isEditable ? (
          <Link to={`${base}/edit`} className={cn(buttonVariants(), 'basis-full sm:basis-auto')}>
            <Pencil aria-hidden="true" className="size-4" />
            Modifier<span className="sr-only"> le menu {displayName}</span>
          </Link>
        ) : (
          // Read-only: the editor shows the menu without its editing controls.
          <Link
            to={`${base}/edit`}
            aria-describedby={noteId}
            className={cn(buttonVariants({ variant: 'outline' }), 'basis-full sm:basis-auto')}
          >
            <BookOpen aria-hidden="true" className="size-4" />
            Consulter<span className="sr-only"> le menu {displayName}</span>
          </Link>
        )}
        <Link to={`${base}/view`} className={SECONDARY}>
          <Eye aria-hidden="true" className="size-4" />
          Aperçu<span className="sr-only"> du menu {displayName}</span>
        </Link>
        <Link to={`${base}/qr`} className={SECONDARY}>
          <QrCode aria-hidden="true" className="size-4" />
          QR<span className="sr-only"> Code du menu {displayName}</span>
        </Link>
        {canDuplicate && <DuplicateMenuButton menuId={menu.id} displayName={displayName} />}
        <div className="ml-auto">
          <DeleteMenuDialog menuId={menu.id} displayName={displayName} onDeleted={onDeleted} />
        </div>
      </div>
    </article>
  );
}
