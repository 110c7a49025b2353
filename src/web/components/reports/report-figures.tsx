import type { DayReport } from '../../../domain/reports/day-report-schema';
import { cn } from '../../lib/cn';
import { formatCount, formatDuration, formatMoney, plural } from './report-format';

export type Figure = { label: string; value: string; detail?: string };

/** The period's key figures, as cards: a description list a screen reader reads in order. */
export function ReportFigures({ report }: { report: DayReport }) {
  const { totals, cancellations, takings } = report;
  const { preparation } = totals;
  const figures: Figure[] = [
    {
      label: 'Chiffre d’affaires',
      value: formatMoney(totals.revenueCents),
      detail: plural(totals.orders, 'commande', 'commandes'),
    },
    {
      label: 'Couverts',
      value: formatCount(totals.covers),
      detail: `${plural(totals.tables, 'table servie', 'tables servies')}, ${plural(totals.takeAwayOrders, 'commande', 'commandes')} sans table`,
    },
    { label: 'Ticket moyen', value: formatMoney(totals.averageTicketCents), detail: 'par couvert' },
    {
      label: 'Préparation (médiane)',
      value: formatDuration(preparation.medianSeconds),
      detail:
        preparation.p90Seconds === null
          ? 'Aucune commande marquée prête'
          : `90 % en ${formatDuration(preparation.p90Seconds)} ou moins`,
    },
    ...(takings.hasEntries
      ? [
          {
            label: 'Encaissé',
            value: formatMoney(takings.netCents),
            // Issue 41 §5: figures from a journal changed outside Ardoise are not vouched for.
            detail:
              report.journal?.verified === false
                ? `Non vérifié · hors pourboires (${formatMoney(takings.tipCents)})`
                : `hors pourboires (${formatMoney(takings.tipCents)})`,
          },
        ]
      : []),
    {
      label: 'Annulations',
      value: formatCount(cancellations.count),
      detail: formatMoney(cancellations.amountCents),
    },
  ];
  return <FigureCards figures={figures} className="lg:grid-cols-3" />;
}

/** Key figures as cards (also "Statistiques"): a description list read in order. */
export function FigureCards({ figures, className }: { figures: Figure[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-3', className)}>
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="grid content-start gap-1 rounded-lg border border-border bg-card p-4 shadow-sm"
        >
          <dt className="text-sm text-muted-foreground">{figure.label}</dt>
          <dd className="text-xl font-semibold tabular-nums sm:text-2xl">{figure.value}</dd>
          {figure.detail && <dd className="text-sm text-muted-foreground">{figure.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}
