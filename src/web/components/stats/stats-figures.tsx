import { FigureCards } from '../reports/report-figures';
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
    (previous && describeChange(pick(totals), pick(previous), noun)) ?? undefined;
  return (
    <FigureCards
      className="lg:grid-cols-5"
      figures={[
        {
          label: 'Vues du menu',
          value: count.format(totals.views),
          detail: change((t) => t.views, 'vues'),
        },
        {
          label: 'Scans de QR code',
          value: count.format(totals.scans),
          detail: change((t) => t.scans, 'scans'),
        },
        {
          label: 'Commandes',
          value: count.format(totals.orders),
          detail: change((t) => t.orders, 'commandes'),
        },
        {
          label: 'Chiffre d’affaires',
          value: formatMoney(totals.revenueCents),
          detail: change((t) => t.revenueCents, 'chiffre d’affaires'),
        },
        {
          label: 'Ticket moyen',
          value: formatMoney(totals.averageTicketCents),
          detail: 'par commande',
        },
        // Only where diners pay at the table: elsewhere it would always read 0 €.
        ...(totals.paidCents > 0 || (previous?.paidCents ?? 0) > 0
          ? [
              {
                label: 'Encaissé à table',
                value: formatMoney(totals.paidCents),
                detail: change((t) => t.paidCents, 'encaissements') ?? 'hors pourboires',
              },
            ]
          : []),
      ]}
    />
  );
}
