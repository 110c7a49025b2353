import { BookOpen, Clock, Eye, Pencil, QrCode } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { MenuView } from '../../../domain/menu/menu-view';
import { describeSchedule } from '../../../domain/menu/schedule-text';
import { cn } from '../../lib/cn';
import { Badge } from '../ui/badge';
import { buttonVariants } from '../ui/button';
import { DeleteMenuDialog } from './delete-menu-dialog';
import { DuplicateMenuButton } from './duplicate-menu-button';
import { formatDishCount, formatUpdatedAt } from './format';
import { MenuActivationSwitch } from './menu-activation-switch';
import { ReadOnlyNote } from './menu-notices';
import { MenuScheduleButton } from './menu-schedule-button';
import { MenuViewsLine } from './menu-views';

const SECONDARY = cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'min-h-11 px-3');

function StatusBadge({
  menu,
  isActiveByDefault,
  schedule,
}: {
  menu: MenuView;
  isActiveByDefault: boolean;
  /** Premium menu with hours: on or off by its schedule, not by the switch. */
  schedule?: { isServedNow: boolean };
}) {
  if (schedule) {
    return schedule.isServedNow ? (
      <Badge variant="success">En service</Badge>
    ) : (
      <Badge variant="muted">Programmé</Badge>
    );
  }
  if (!menu.isActive) return <Badge variant="muted">Inactif</Badge>;
  // Free plan: the active menu is not a choice but the default one (spec §2).
  return <Badge variant="success">{isActiveByDefault ? 'Menu par défaut' : 'Actif'}</Badge>;
}

/** One card of "Mes menus": what the menu holds, its status and what can be done with it. */
export function MenuCard({
  menu,
  isActiveByDefault,
  canChooseActiveMenu,
  canDuplicate,
  canScheduleMenus = false,
  isServedNow = false,
  weekViews,
  onDeleted,
}: {
  menu: MenuView;
  /** The plan makes the active menu the default one, not a choice (free: "Menu par défaut"). */
  isActiveByDefault: boolean;
  canChooseActiveMenu: boolean;
  /** Premium: "Dupliquer" (free owners have one menu). */
  canDuplicate: boolean;
  /** Premium: "Horaires" (docs/menu-schedules.md). */
  canScheduleMenus?: boolean;
  /** The QR code serves this menu now (known when schedules are in use). */
  isServedNow?: boolean;
  /** The menu's views these 7 days, for the roles that read the figures (issue 26). */
  weekViews?: number;
  onDeleted: () => void;
}) {
  const titleId = useId();
  const noteId = useId();
  const displayName = menu.name.trim() || 'Menu sans nom';
  const base = `/dashboard/menu/${encodeURIComponent(menu.id)}`;
  const hasSchedule = menu.schedule.length > 0;
  const isScheduled = canScheduleMenus && hasSchedule;

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
          {weekViews !== undefined && (
            <MenuViewsLine menuId={menu.id} views={weekViews} displayName={displayName} />
          )}
          {hasSchedule && (
            <p className="flex items-start gap-1.5 text-sm text-foreground/80">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="sr-only">Horaires : </span>
                {describeSchedule(menu.schedule)}
                {!canScheduleMenus && ' (non appliqués dans la version gratuite)'}
              </span>
            </p>
          )}
        </div>
        <StatusBadge
          menu={menu}
          isActiveByDefault={isActiveByDefault}
          schedule={isScheduled ? { isServedNow } : undefined}
        />
      </div>

      {canChooseActiveMenu && !isScheduled && (
        <MenuActivationSwitch menu={menu} displayName={displayName} />
      )}
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
        {canScheduleMenus && <MenuScheduleButton menu={menu} displayName={displayName} />}
        {canDuplicate && <DuplicateMenuButton menuId={menu.id} displayName={displayName} />}
        <div className="ml-auto">
          <DeleteMenuDialog menuId={menu.id} displayName={displayName} onDeleted={onDeleted} />
        </div>
      </div>
    </article>
  );
}
