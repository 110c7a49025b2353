import { formatMoney } from '../reports/report-format';
import { describeChange, type StatsTotals } from './stats-model';

const count = new Intl.NumberFormat('fr-FR');

/**
 * The period's key figures, each with its change since the period before ("+18 % de vues"),
 * when that period is known and had some.
 */
export function StatsFigures({
  totals,
  previous,
}: {
  totals: StatsTotals;
  previous: StatsTotals | null;
}) {
  const change = (pick: (t: StatsTotals) => number, noun: string) =>
    previous ? describeChange(pick(totals), pick(previous), noun) : null;
  const figures = [
    {
      label: 'Vues du menu',
      value: count.format(totals.views),
      change: change((t) => t.views, 'vues'),
    },
    {
      label: 'Scans de QR code',
      value: count.format(totals.scans),
      change: change((t) => t.scans, 'scans'),
    },
    {
      label: 'Commandes',
      value: count.format(totals.orders),
      change: change((t) => t.orders, 'commandes'),
    },
    {
      label: 'Chiffre d’affaires',
      value: formatMoney(totals.revenueCents),
      change: change((t) => t.revenueCents, 'chiffre d’affaires'),
    },
    {
      label: 'Ticket moyen',
      value: formatMoney(totals.averageTicketCents),
      change: null,
      detail: 'par commande',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="grid content-start gap-1 rounded-lg border border-border bg-card p-4 shadow-sm"
        >
          <dt className="text-sm text-muted-foreground">{figure.label}</dt>
          <dd className="text-xl font-semibold tabular-nums sm:text-2xl">{figure.value}</dd>
          {(figure.change ?? figure.detail) && (
            <dd className="text-sm text-muted-foreground">{figure.change ?? figure.detail}</dd>
          )}
        </div>
      ))}
    </dl>
  );
}
