import { useQuery } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { queryKeys } from '../../lib/query-keys';
import { useCan } from '../../lib/session';
import { statsApi } from '../../lib/stats-api';
import { STATS_PATH } from '../shell/nav-items';
import { DEFAULT_DAYS, formatViews, lastDays, menuViewsOf, parisToday } from '../stats/stats-week';

/**
 * The week's views of every menu (issue 26 §2: "312 vues cette semaine"), in one call, the
 * same as "Statistiques" opens with (its cache serves both). Only for the roles that read the
 * figures; undefined while loading or when the call fails: the cards then say nothing.
 */
export function useWeekViews(): ((menuId: string) => number) | undefined {
  const canRead = useCan('reports.read');
  const week = lastDays(DEFAULT_DAYS, parisToday());
  const { data } = useQuery({
    queryKey: queryKeys.stats(week.from, week.to),
    queryFn: () => statsApi.stats(week),
    enabled: canRead,
    retry: false,
  });
  if (!canRead || !data) return undefined;
  return (menuId) => menuViewsOf(data, menuId);
}

/** "312 vues cette semaine" under a menu's name, a link to the menu's "Statistiques". */
export function MenuViewsLine({
  menuId,
  views,
  displayName,
}: {
  menuId: string;
  views: number;
  displayName: string;
}) {
  return (
    <p className="text-sm">
      <Link
        to={`${STATS_PATH}?menu=${encodeURIComponent(menuId)}`}
        className="inline-flex items-center gap-1.5 text-foreground/80 underline-offset-4 hover:underline"
      >
        <Eye aria-hidden="true" className="size-4" />
        {formatViews(views)} cette semaine
        <span className="sr-only"> sur le menu {displayName} : voir les statistiques</span>
      </Link>
    </p>
  );
}
