import { useQuery } from '@tanstack/react-query';
import { ChartColumn, Download } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useMenus } from '../components/dashboard/dashboard-queries';
import { periodTitle } from '../components/reports/report-period';
import { REPORTS_PATH } from '../components/shell/nav-items';
import { PageHeader } from '../components/shell/page-header';
import { StatsCharts } from '../components/stats/stats-body';
import { StatsFigures } from '../components/stats/stats-figures';
import {
  isEmptyStats,
  previousRange,
  rangeDays,
  rangeError,
  rangeOf,
  type StatsRange,
  totalsOf,
} from '../components/stats/stats-model';
import { StatsPeriodPicker } from '../components/stats/stats-period-picker';
import { parisToday } from '../components/stats/stats-week';
import { Alert, AlertDescription, AlertTitle } from '../components/ui/alert';
import { Button, buttonVariants } from '../components/ui/button';
import { FormField } from '../components/ui/form-field';
import { LoadingState } from '../components/ui/loading-state';
import { NativeSelect } from '../components/ui/native-select';
import { queryKeys } from '../lib/query-keys';
import { statsApi, statsCsvUrl } from '../lib/stats-api';
import { useDocumentTitle } from '../lib/use-document-title';

const TITLE = 'Statistiques';

/** Both periods' figures: the one shown, and the one before it for "+18 % de vues". */
function useStats(range: StatsRange, menuId: string | undefined, enabled: boolean) {
  const previous = previousRange(range);
  const current = useQuery({
    queryKey: queryKeys.stats(range.from, range.to, menuId),
    queryFn: () => statsApi.stats(range, menuId),
    enabled,
  });
  const before = useQuery({
    queryKey: queryKeys.stats(previous.from, previous.to, menuId),
    queryFn: () => statsApi.stats(previous, menuId),
    enabled,
  });
  return { current, before };
}

/**
 * /dashboard/stats (issue 26 §2): what diners look at over the week (or a chosen period), in
 * charts each readable as a table, compared with the period before, and its CSV file. Counts
 * only: no diner is identified (docs/statistics.md).
 */
export function StatsPage() {
  useDocumentTitle(TITLE);
  const [search, setSearch] = useSearchParams();
  const today = parisToday();
  const range = rangeOf(search, today);
  const error = rangeError(range);
  /** One menu (`?menu=…`, from a dashboard card or the "Menu" list), or all of them. */
  const menuId = search.get('menu') || undefined;
  const { data: menus } = useMenus();
  const { current, before } = useStats(range, menuId, error === null);
  const show = ({ from, to }: StatsRange, menu: string | undefined) =>
    setSearch({ from, to, ...(menu && { menu }) }, { replace: true });

  return (
    <div className="grid gap-6">
      <PageHeader
        title={TITLE}
        description="Ce que vos clients regardent : vues du menu, scans, plats, commandes."
        actions={
          <>
            {error === null && (
              <a
                href={statsCsvUrl(range, menuId)}
                download
                className={buttonVariants({ variant: 'outline' })}
              >
                <Download aria-hidden="true" className="size-4" />
                Télécharger (CSV)
              </a>
            )}
            <Link to={REPORTS_PATH} className={buttonVariants({ variant: 'ghost' })}>
              <ChartColumn aria-hidden="true" className="size-4" />
              Service du jour
            </Link>
          </>
        }
      />
      <StatsPeriodPicker range={range} today={today} onChange={(next) => show(next, menuId)}>
        {((menus && menus.length > 1) || menuId) && (
          <FormField label="Menu" className="min-w-48 flex-1 sm:flex-none">
            <NativeSelect
              value={menuId ?? ''}
              onChange={(event) => show(range, event.target.value || undefined)}
            >
              <option value="">Tous les menus</option>
              {menus?.map((menu) => (
                <option key={menu.id} value={menu.id}>
                  {menu.name.trim() || 'Menu sans nom'}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
      </StatsPeriodPicker>
      {error === null && (
        <section aria-labelledby="stats-title" className="grid gap-4">
          <div className="grid gap-1">
            <h2 id="stats-title" className="text-xl font-semibold">
              {periodTitle(range)}
            </h2>
            <p className="text-sm text-muted-foreground">
              {rangeDays(range) === 1
                ? 'Comparé à la veille'
                : `Comparé aux ${rangeDays(range)} jours précédents`}{' '}
              ({periodTitle(previousRange(range))}).
            </p>
          </div>
          {current.isPending ? (
            <LoadingState label="Chargement des statistiques…" />
          ) : current.isError ? (
            <Alert variant="destructive" role="alert">
              <AlertTitle>Les statistiques n’ont pas pu être chargées.</AlertTitle>
              <AlertDescription className="grid justify-items-start gap-3">
                <p>{current.error.message}</p>
                <Button variant="outline" size="sm" onClick={() => current.refetch()}>
                  Réessayer
                </Button>
              </AlertDescription>
            </Alert>
          ) : isEmptyStats(current.data) ? (
            <p className="rounded-lg border border-dashed border-border bg-card px-6 py-8 text-center text-muted-foreground">
              Pas encore de visites sur cette période.
            </p>
          ) : (
            <>
              <StatsFigures
                totals={totalsOf(current.data)}
                previous={before.data ? totalsOf(before.data) : null}
              />
              <StatsCharts stats={current.data} range={range} />
            </>
          )}
        </section>
      )}
      <p className="text-sm text-muted-foreground">
        Des comptes seulement : Ardoise n’identifie aucun client, ni par cookie ni par adresse IP.
        Les robots et les aperçus de liens ne sont pas comptés.
      </p>
    </div>
  );
}
