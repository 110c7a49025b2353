import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

export type ReportRow = {
  key: string;
  /** The row's name (a header cell: screen readers announce it with each figure). */
  name: ReactNode;
  cells: string[];
};

/**
 * A readable table of figures: a caption, column headers, each row named by its first cell,
 * figures aligned right in tabular digits; the total, when given, in the footer.
 */
export function ReportTable({
  caption,
  columns,
  rows,
  total,
}: {
  caption: string;
  /** The first column's header, then one per figure. */
  columns: string[];
  rows: ReportRow[];
  total?: ReportRow;
}) {
  const captionId = useId();
  const cell = 'px-2 py-2 text-right tabular-nums sm:px-3';
  const nameCell = 'px-2 py-2 text-left font-normal sm:px-3';
  const line = (row: ReportRow, isTotal = false) => (
    <tr key={row.key} className={cn('border-t border-border', isTotal && 'font-semibold')}>
      <th scope="row" className={cn(nameCell, isTotal && 'font-semibold')}>
        {row.name}
      </th>
      {row.cells.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order.
        <td key={index} className={cell}>
          {value}
        </td>
      ))}
    </tr>
  );
  return (
    // Scrolls sideways on a narrow phone when figures are long: focusable, so the keyboard can.
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus (WCAG 2.1.1).
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-border bg-card shadow-sm"
    >
      <table className="w-full border-collapse text-sm">
        <caption
          id={captionId}
          className="px-2 pt-3 pb-2 text-left text-base font-semibold sm:px-3"
        >
          {caption}
        </caption>
        <thead>
          <tr className="text-muted-foreground">
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={cn('px-3 py-2 font-medium', index === 0 ? 'text-left' : 'text-right')}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map((row) => line(row))}</tbody>
        {total && <tfoot>{line(total, true)}</tfoot>}
      </table>
    </section>
  );
}
