import { JOURNAL_MESSAGES, PAYMENT_METHOD_LABELS } from '../../domain/journal/journal-messages';
import { SERVICE_LABELS } from '../../domain/reports/day-report-messages';
import { SERVICES } from '../../domain/reports/day-report-rules';
import type { DayReport, ServiceFigures } from '../../domain/reports/day-report-schema';
import { type Cell, frenchAmount, frenchDate, frenchMinutes, integer, toCsv } from '../http/csv';

/**
 * "Service du jour" as one CSV table (docs/day-report.md "CSV"): a header row, then one row per
 * figure, each naming its period, so that a spreadsheet filters and sums it and several exports
 * can be pasted one under the other.
 */
export const REPORT_CSV_HEADER = [
  'Du',
  'Au',
  'Rubrique',
  'Libellé',
  'Catégorie',
  'Nombre',
  'Montant (€)',
] as const;

const amountOrEmpty = (cents: number | null) => (cents === null ? null : frenchAmount(cents));
const minutesOrEmpty = (seconds: number | null) =>
  seconds === null ? null : frenchMinutes(seconds);

export function renderReportCsv(report: DayReport): string {
  const period = [frenchDate(report.from), frenchDate(report.to)];
  const rows: Cell[][] = [];
  const add = (
    heading: string,
    label: string,
    count: Cell,
    amount: Cell = null,
    category: string | null = null,
  ) => rows.push([...period, heading, label, category, count, amount]);
  if (report.journal && !report.journal.verified) {
    add('Journal des paiements', report.journal.problem ?? JOURNAL_MESSAGES.unverified, null);
  }

  const services: [string, ServiceFigures][] = [
    ...SERVICES.map((service): [string, ServiceFigures] => [
      SERVICE_LABELS[service],
      report.services[service],
    ]),
    ['Total', report.totals],
  ];
  for (const [label, figures] of services) {
    add('Commandes', label, integer(figures.orders), frenchAmount(figures.revenueCents));
  }
  for (const [label, figures] of services) {
    add('Couverts (tables servies et commandes sans table)', label, integer(figures.covers));
  }
  for (const [label, figures] of services) {
    add('Ticket moyen', label, null, amountOrEmpty(figures.averageTicketCents));
  }
  for (const [label, figures] of services) {
    const { medianSeconds, p90Seconds } = figures.preparation;
    add('Préparation, médiane (min)', label, minutesOrEmpty(medianSeconds));
    add('Préparation, 90e centile (min)', label, minutesOrEmpty(p90Seconds));
  }
  const { cancellations, takings } = report;
  add(
    'Annulations',
    'Commandes annulées',
    integer(cancellations.count),
    frenchAmount(cancellations.amountCents),
  );
  for (const line of takings.byMethod) {
    const label = PAYMENT_METHOD_LABELS[line.method];
    add('Encaissements', label, integer(line.count), frenchAmount(line.amountCents));
    if (line.tipCents !== 0) add('Pourboires', label, null, frenchAmount(line.tipCents));
  }
  if (takings.refunds.count > 0) {
    const { count, amountCents, tipCents } = takings.refunds;
    add('Remboursements', 'Montant remboursé', integer(count), frenchAmount(-amountCents));
    if (tipCents !== 0)
      add('Remboursements', 'Pourboires remboursés', null, frenchAmount(-tipCents));
  }
  add('Encaissements nets', 'Hors pourboires', null, frenchAmount(takings.netCents));
  add('Encaissements nets', 'Pourboires', null, frenchAmount(takings.tipCents));
  for (const dish of report.dishes) {
    add('Plat', dish.name, integer(dish.quantity), frenchAmount(dish.revenueCents), dish.category);
  }
  for (const category of report.categories) {
    add(
      'Catégorie',
      category.name,
      integer(category.quantity),
      frenchAmount(category.revenueCents),
    );
  }
  for (const day of report.byDay) {
    const date = frenchDate(day.date);
    const onDay = (label: string, count: Cell, amount: Cell) =>
      rows.push([date, date, 'Jour', label, null, count, amount]);
    onDay('Commandes', integer(day.orders), frenchAmount(day.revenueCents));
    onDay('Couverts', integer(day.covers), null);
    onDay('Encaissements nets', null, frenchAmount(day.takingsCents));
  }
  return toCsv(REPORT_CSV_HEADER, rows);
}
