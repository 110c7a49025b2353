import { PAYMENT_METHOD_LABELS } from '../../../domain/journal/journal-messages';
import { SERVICE_LABELS } from '../../../domain/reports/day-report-messages';
import type { DayReport } from '../../../domain/reports/day-report-schema';
import { formatCount, formatDuration, formatMoney } from './report-format';
import { shortDayLabel } from './report-period';
import { ReportTable } from './report-table';

type Figures = DayReport['totals'];

/** Midi, Soir and the total side by side, one figure per row: four columns fit a phone. */
export function ServicesTable({ report }: { report: DayReport }) {
  const { lunch, dinner } = report.services;
  const until = report.split.lunchUntil;
  const columns = [
    'Par service',
    until ? `${SERVICE_LABELS.lunch} (avant ${until})` : SERVICE_LABELS.lunch,
    SERVICE_LABELS.dinner,
    'Total',
  ];
  const row = (key: string, name: string, value: (figures: Figures) => string) => ({
    key,
    name,
    cells: [lunch, dinner, report.totals].map(value),
  });
  return (
    <ReportTable
      caption="Midi et soir"
      columns={columns}
      rows={[
        row('orders', 'Commandes', (f) => formatCount(f.orders)),
        row('covers', 'Couverts', (f) => formatCount(f.covers)),
        row('revenue', 'Chiffre d’affaires', (f) => formatMoney(f.revenueCents)),
        row('ticket', 'Ticket moyen', (f) => formatMoney(f.averageTicketCents)),
        row('median', 'Préparation, médiane', (f) => formatDuration(f.preparation.medianSeconds)),
        row('p90', 'Préparation, 90 %', (f) => formatDuration(f.preparation.p90Seconds)),
      ]}
    />
  );
}

/** What the payments journal recorded, by method; refunds and the net under them. */
export function TakingsTable({ report }: { report: DayReport }) {
  const { byMethod, refunds, netCents, tipCents } = report.takings;
  return (
    <ReportTable
      caption="Encaissements par moyen de paiement"
      columns={['Moyen de paiement', 'Nombre', 'Montant', 'Pourboires']}
      rows={[
        ...byMethod.map((line) => ({
          key: line.method,
          name: PAYMENT_METHOD_LABELS[line.method],
          cells: [
            formatCount(line.count),
            formatMoney(line.amountCents),
            formatMoney(line.tipCents),
          ],
        })),
        ...(refunds.count > 0
          ? [
              {
                key: 'refunds',
                name: 'Remboursements',
                cells: [
                  formatCount(refunds.count),
                  formatMoney(-refunds.amountCents),
                  formatMoney(-refunds.tipCents),
                ],
              },
            ]
          : []),
      ]}
      total={{ key: 'net', name: 'Net', cells: ['', formatMoney(netCents), formatMoney(tipCents)] }}
    />
  );
}

export function DishesTable({ report }: { report: DayReport }) {
  return (
    <ReportTable
      caption="Par plat"
      columns={['Plat', 'Quantité', 'Chiffre d’affaires']}
      rows={report.dishes.map((dish) => ({
        key: `${dish.dishId}|${dish.variantId ?? ''}`,
        name: (
          <>
            <span className="block">{dish.name}</span>
            <span className="block text-xs text-muted-foreground">{dish.category}</span>
          </>
        ),
        cells: [formatCount(dish.quantity), formatMoney(dish.revenueCents)],
      }))}
    />
  );
}

export function CategoriesTable({ report }: { report: DayReport }) {
  return (
    <ReportTable
      caption="Par catégorie"
      columns={['Catégorie', 'Quantité', 'Chiffre d’affaires']}
      rows={report.categories.map((category) => ({
        key: category.name,
        name: category.name,
        cells: [formatCount(category.quantity), formatMoney(category.revenueCents)],
      }))}
    />
  );
}

export function DaysTable({ report }: { report: DayReport }) {
  return (
    <ReportTable
      caption="Jour par jour"
      columns={['Jour', 'Commandes', 'Couverts', 'Chiffre d’affaires', 'Encaissé']}
      rows={report.byDay.map((day) => ({
        key: day.date,
        name: shortDayLabel(day.date),
        cells: [
          formatCount(day.orders),
          formatCount(day.covers),
          formatMoney(day.revenueCents),
          formatMoney(day.takingsCents),
        ],
      }))}
    />
  );
}
