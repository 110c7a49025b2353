import type { Stats } from '../../../domain/stats/stats-schema';
import { formatMoney } from '../reports/report-format';
import { shortDayLabel } from '../reports/report-period';
import { BarChart, ChartCard, type ChartPoint, ColumnChart } from './stats-charts';
import {
  type DayFigures,
  type Dish,
  dayAxisLabel,
  daysOf,
  hourLabel,
  hoursOf,
  languagesOf,
  type StatsRange,
  tablesOf,
  topDishes,
} from './stats-model';

const count = new Intl.NumberFormat('fr-FR');
const n = (value: number) => count.format(value);

/** One label in every `step` under the columns, so 30 days stay readable on a phone. */
const labelStep = (length: number) => (length <= 8 ? 1 : Math.ceil(length / 7));

const dayPoints = (days: DayFigures[], pick: (day: DayFigures) => number, money = false) =>
  days.map<ChartPoint>((day) => ({
    key: day.date,
    label: shortDayLabel(day.date),
    axisLabel: dayAxisLabel(day.date),
    value: pick(day),
    display: money ? formatMoney(pick(day)) : n(pick(day)),
  }));

/** The charts of a period with visits (issue 26 §2), each readable as a table. */
export function StatsCharts({ stats, range }: { stats: Stats; range: StatsRange }) {
  const days = daysOf(stats, range);
  const hours = hoursOf(stats);
  const tables = tablesOf(stats);
  const languages = languagesOf(stats);
  const dishes = topDishes(stats.dishes);
  const step = labelStep(days.length);
  const dayRow = (day: DayFigures, cells: string[]) => ({
    key: day.date,
    name: shortDayLabel(day.date),
    cells,
  });

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ChartCard
        title="Vues par jour"
        table={{
          columns: ['Jour', 'Vues', 'Scans'],
          rows: days.map((day) => dayRow(day, [n(day.views), n(day.scans)])),
        }}
      >
        <ColumnChart
          title="Vues par jour"
          points={dayPoints(days, (d) => d.views)}
          labelEvery={step}
        />
      </ChartCard>
      <ChartCard
        title="Vues par heure de la journée"
        table={{
          columns: ['Heure', 'Vues'],
          rows: hours.map((hour) => ({
            key: String(hour.hour),
            name: hourLabel(hour.hour),
            cells: [n(hour.views)],
          })),
        }}
      >
        <ColumnChart
          title="Vues par heure de la journée"
          labelEvery={3}
          points={hours.map((hour) => ({
            key: String(hour.hour),
            label: hourLabel(hour.hour),
            value: hour.views,
            display: n(hour.views),
          }))}
        />
      </ChartCard>
      <ChartCard
        title="Commandes par jour"
        table={{
          columns: ['Jour', 'Commandes', 'Chiffre d’affaires', 'Ticket moyen'],
          rows: days.map((day) =>
            dayRow(day, [
              n(day.orders),
              formatMoney(day.revenueCents),
              formatMoney(day.averageTicketCents),
            ]),
          ),
        }}
      >
        <ColumnChart
          title="Commandes par jour"
          points={dayPoints(days, (d) => d.orders)}
          labelEvery={step}
        />
      </ChartCard>
      <ChartCard
        title="Chiffre d’affaires par jour"
        table={{
          columns: ['Jour', 'Chiffre d’affaires', 'Ticket moyen'],
          rows: days.map((day) =>
            dayRow(day, [formatMoney(day.revenueCents), formatMoney(day.averageTicketCents)]),
          ),
        }}
      >
        <ColumnChart
          title="Chiffre d’affaires par jour"
          points={dayPoints(days, (d) => d.revenueCents, true)}
          labelEvery={step}
        />
      </ChartCard>
      <ChartCard
        title="Scans par table"
        table={{
          columns: ['Table', 'Scans', 'Commandes'],
          rows: tables.map((table) => ({
            key: table.table,
            name: `Table ${table.table}`,
            cells: [n(table.scans), n(table.orders)],
          })),
        }}
      >
        {tables.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucun scan de QR code de table.</p>
        ) : (
          <BarChart
            title="Scans par table"
            points={tables.map((table) => ({
              key: table.table,
              label: `Table ${table.table}`,
              value: table.scans,
              display: n(table.scans),
            }))}
          />
        )}
      </ChartCard>
      <ChartCard
        title="Langues"
        table={{
          columns: ['Langue', 'Vues'],
          rows: languages.map((language) => ({
            key: language.lang,
            name: language.name,
            cells: [n(language.views)],
          })),
        }}
      >
        <BarChart
          title="Vues par langue"
          points={languages.map((language) => ({
            key: language.lang,
            label: language.name,
            value: language.views,
            display: n(language.views),
          }))}
        />
      </ChartCard>
      <DishesCard rows={dishes} />
    </div>
  );
}

const dishPoints = (dishes: Dish[], pick: (dish: Dish) => number) =>
  dishes.map<ChartPoint>((dish) => ({
    key: dish.dishId,
    label: dish.name,
    value: pick(dish),
    display: n(pick(dish)),
  }));

/** The 10 dishes most viewed and the 10 most ordered, side by side. */
function DishesCard({ rows }: { rows: ReturnType<typeof topDishes> }) {
  const viewed = rows.flatMap((row) => (row.viewed ? [row.viewed] : []));
  const ordered = rows.flatMap((row) => (row.ordered ? [row.ordered] : []));
  const title = 'Plats les plus vus et les plus commandés';
  return (
    <ChartCard
      title={title}
      className="lg:col-span-2"
      table={{
        columns: ['Rang', 'Plus vus', 'Vues', 'Plus commandés', 'Commandes'],
        rows: rows.map((row) => ({
          key: String(row.rank),
          name: n(row.rank),
          cells: [
            row.viewed?.name ?? '—',
            row.viewed ? n(row.viewed.views) : '—',
            row.ordered?.name ?? '—',
            row.ordered ? n(row.ordered.orders) : '—',
          ],
        })),
      }}
    >
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun plat ouvert ni commandé.</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <h4 className="text-sm font-medium">Les plus vus</h4>
            <BarChart title="Plats les plus vus" points={dishPoints(viewed, (d) => d.views)} />
          </div>
          <div className="grid content-start gap-2">
            <h4 className="text-sm font-medium">Les plus commandés</h4>
            <BarChart
              title="Plats les plus commandés"
              points={dishPoints(ordered, (d) => d.orders)}
            />
          </div>
        </div>
      )}
    </ChartCard>
  );
}
