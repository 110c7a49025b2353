import { useQuery } from '@tanstack/react-query';
import { Download, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DayReport } from '../../domain/reports/day-report-schema';
import { PeriodPicker } from '../components/reports/period-picker';
import { ReportFigures } from '../components/reports/report-figures';
import {
  type Period,
  periodError,
  periodOf,
  periodTitle,
} from '../components/reports/report-period';
import {
  CategoriesTable,
  DaysTable,
  DishesTable,
  ServicesTable,
  TakingsTable,
} from '../components/reports/report-tables';
import { STATS_PATH } from '../components/shell/nav-items';
import { PageHeader } from '../components/shell/page-header';
import { Alert, AlertDescription, AlertTitle } from '../components/ui/alert';
import { Button, buttonVariants } from '../components/ui/button';
import { LoadingState } from '../components/ui/loading-state';
import { queryKeys } from '../lib/query-keys';
import { dayReportQuery, reportApi } from '../lib/report-api';
import { useDocumentTitle } from '../lib/use-document-title';

const TITLE = 'Service du jour';

/**
 * /dashboard/reports (issue 24 §6): the day's summary for the owner and the Gérants — orders and
 * covers by service, revenue by dish, category and payment method, cancellations, refunds,
 * preparation times — for today, any past day or a range, and its CSV file.
 */
export function ReportsPage() {
  useDocumentTitle(TITLE);
  const [search, setSearch] = useSearchParams();
  const period = periodOf(search);
  const [isRange, setRange] = useState(period.from !== period.to);
  const error = periodError(period);
  const report = useQuery({
    queryKey: queryKeys.dayReport(period.from, period.to),
    queryFn: () => reportApi.dayReport(period.from, period.to),
    enabled: error === null,
  });
  const choose = ({ from, to }: Period) =>
    setSearch(from === to ? { date: from } : { date: from, to }, { replace: true });
  const csvUrl = `/api/v1/reports/day?${dayReportQuery(period.from, period.to)}&format=csv`;

  return (
    <div className="grid gap-6">
      <PageHeader
        title={TITLE}
        description="Commandes, couverts, ventes et encaissements, midi et soir."
        actions={
          <>
            {error === null && (
              <a href={csvUrl} download className={buttonVariants({ variant: 'outline' })}>
                <Download aria-hidden="true" className="size-4" />
                Télécharger (CSV)
              </a>
            )}
            {/* What diners look at (issue 26): from here, not a sixth link in the header. */}
            <Link to={STATS_PATH} className={buttonVariants({ variant: 'ghost' })}>
              <TrendingUp aria-hidden="true" className="size-4" />
              Statistiques
            </Link>
          </>
        }
      />
      <PeriodPicker period={period} isRange={isRange} onChange={choose} onRangeChange={setRange} />
      {error === null && (
        <section aria-labelledby="report-title" className="grid gap-4">
          <h2 id="report-title" className="text-xl font-semibold">
            {periodTitle(period)}
          </h2>
          {report.isPending ? (
            <LoadingState label="Chargement du résumé…" />
          ) : report.isError ? (
            <Alert variant="destructive" role="alert">
              <AlertTitle>Le résumé n’a pas pu être chargé.</AlertTitle>
              <AlertDescription className="grid justify-items-start gap-3">
                <p>{report.error.message}</p>
                <Button variant="outline" size="sm" onClick={() => report.refetch()}>
                  Réessayer
                </Button>
              </AlertDescription>
            </Alert>
          ) : (
            <ReportBody report={report.data} />
          )}
        </section>
      )}
    </div>
  );
}

const isEmpty = (report: DayReport) =>
  report.totals.orders === 0 && report.cancellations.count === 0 && !report.takings.hasEntries;

function ReportBody({ report }: { report: DayReport }) {
  if (isEmpty(report)) {
    return (
      <p className="rounded-lg border border-dashed border-border bg-card px-6 py-8 text-center text-muted-foreground">
        {report.days > 1
          ? 'Aucune commande ni aucun encaissement sur cette période.'
          : 'Aucune commande ni aucun encaissement ce jour-là.'}
      </p>
    );
  }
  const split = report.split.lunchUntil
    ? `Midi : commandes passées avant ${report.split.lunchUntil}${
        report.split.source === 'opening-hours' ? ' (d’après vos horaires d’ouverture)' : ''
      } ; soir : les autres, celles d’après minuit comprises.`
    : 'Midi et soir sont séparés jour par jour d’après vos horaires d’ouverture.';
  return (
    <>
      <ReportFigures report={report} />
      <div className="grid gap-4 lg:grid-cols-2">
        <ServicesTable report={report} />
        {report.takings.hasEntries ? (
          <TakingsTable report={report} />
        ) : (
          <p className="rounded-lg border border-dashed border-border bg-card px-6 py-6 text-muted-foreground">
            Aucun encaissement enregistré par Ardoise : les paiements à table et les tables
            clôturées « Réglé en caisse » apparaissent ici.
          </p>
        )}
        {report.dishes.length > 0 && <DishesTable report={report} />}
        {report.categories.length > 0 && <CategoriesTable report={report} />}
        {report.days > 1 && <DaysTable report={report} />}
      </div>
      <div className="grid gap-1 text-sm text-muted-foreground">
        <p>{split}</p>
        <p>
          Couverts : Ardoise ne connaît pas le nombre de convives. Chaque table servie compte une
          fois par service (une fois par addition quand l’addition est clôturée entre deux tablées),
          et chaque commande sans table compte pour un. Le ticket moyen est le chiffre d’affaires
          divisé par les couverts.
        </p>
      </div>
    </>
  );
}
