import { type ReactNode, useId, useState } from 'react';
import { type ReportRow, ReportTable } from '../reports/report-table';
import { Button } from '../ui/button';

/**
 * The charts of "Statistiques" (issue 26 §2), drawn by hand in HTML and CSS: bars need no chart
 * library, so the screen downloads none (docs/statistics.md). Each chart is an image with a
 * short summary for screen readers, and the same figures as a table one tap away.
 */

export type ChartPoint = {
  key: string;
  /** Before the bar, in the summary and on hover. */
  label: string;
  /** Under a column, when the label is too long for it ("20/11" for "ven. 20/11"). */
  axisLabel?: string;
  value: number;
  /** The value as read (fr-FR): "1 234", "56,80 €". */
  display: string;
};

const barHeight = (value: number, max: number) => (max > 0 ? (value / max) * 100 : 0);

/** The one summary a chart image gives: its highest point. */
function summary(title: string, points: readonly ChartPoint[]): string {
  const top = points.reduce<ChartPoint | null>(
    (best, point) => (best === null || point.value > best.value ? point : best),
    null,
  );
  if (!top || top.value === 0) return `${title} : aucune donnée.`;
  return `${title} : au plus ${top.display} (${top.label}).`;
}

/**
 * Columns side by side (days, hours): the label of every `labelEvery`-th column is written
 * under it, every column names itself on hover.
 */
export function ColumnChart({
  title,
  points,
  labelEvery = 1,
}: {
  title: string;
  points: readonly ChartPoint[];
  labelEvery?: number;
}) {
  const max = Math.max(0, ...points.map((point) => point.value));
  return (
    <div role="img" aria-label={summary(title, points)} className="grid grid-cols-1 gap-1">
      <div className="flex h-40 items-end gap-px border-b border-border sm:gap-1">
        {points.map((point) => (
          <div
            key={point.key}
            title={`${point.label} : ${point.display}`}
            className="min-w-0 flex-1 rounded-t-sm bg-primary/80"
            style={{ height: `${barHeight(point.value, max)}%` }}
          />
        ))}
      </div>
      <div className="flex gap-px overflow-hidden text-[0.7rem] text-muted-foreground sm:gap-1">
        {points.map((point, index) => (
          <span key={point.key} className="min-w-0 flex-1 text-center whitespace-nowrap">
            {index % labelEvery === 0 ? (point.axisLabel ?? point.label) : ''}
          </span>
        ))}
      </div>
    </div>
  );
}

/** Bars one under the other (tables, languages, dishes): each with its name and its figure. */
export function BarChart({ title, points }: { title: string; points: readonly ChartPoint[] }) {
  const max = Math.max(0, ...points.map((point) => point.value));
  return (
    <div role="img" aria-label={summary(title, points)} className="grid grid-cols-1 gap-2">
      {points.map((point) => (
        <div key={point.key} className="grid gap-1">
          <div className="flex justify-between gap-2 text-sm">
            <span className="min-w-0 truncate">{point.label}</span>
            <span className="shrink-0 tabular-nums text-muted-foreground">{point.display}</span>
          </div>
          <div className="h-2 rounded-full bg-muted">
            <div
              className="h-2 rounded-full bg-primary/80"
              style={{ width: `${barHeight(point.value, max)}%` }}
            />
          </div>
        </div>
      ))}
    </div>
  );
}

export type ChartTable = { columns: string[]; rows: ReportRow[]; total?: ReportRow };

/**
 * A chart under its title, and its "Voir en tableau" toggle: the table (caption, column and row
 * headers) holds the same figures, for screen readers and for whoever prefers numbers.
 */
export function ChartCard({
  title,
  table,
  children,
  className,
}: {
  title: string;
  table: ChartTable;
  children: ReactNode;
  className?: string;
}) {
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`grid min-w-0 grid-cols-1 content-start gap-3 rounded-lg border border-border bg-card p-4 shadow-sm ${className ?? ''}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-base font-semibold">
          {title}
        </h3>
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={asTable}
          onClick={() => setAsTable(!asTable)}
        >
          Voir en tableau<span className="sr-only"> : {title}</span>
        </Button>
      </div>
      {asTable ? (
        <ReportTable
          caption={title}
          columns={table.columns}
          rows={table.rows}
          total={table.total}
        />
      ) : (
        children
      )}
    </section>
  );
}
