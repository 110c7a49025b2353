import type { PageContext } from './page-context';
import { TableCalls } from './TableCalls';

/**
 * The table's badge ("Table 4") in the header and, on a table's page of a restaurant that
 * takes orders, the "L'addition" button beside it and the table calls under it. The button is rendered hidden and shown by
 * the tab script (without JavaScript it could do nothing); its row keeps a button's height
 * from the start, so showing it moves nothing on the page.
 */
export function TableBadge({ context }: { context: PageContext }) {
  const { table, tab } = context;
  if (!table) return null;
  const badge = <p className="table-badge">{table.label}</p>;
  if (!tab) return badge;
  return (
    <>
      <div className="table-row">
        {badge}
        <button
          type="button"
          className="btn tab-open"
          aria-haspopup="dialog"
          data-tab-open=""
          hidden
        >
          {tab.strings.open}
        </button>
      </div>
      <TableCalls context={context} />
    </>
  );
}

/**
 * Where the tab's panel goes: an empty mount point carrying what the tab script needs (the
 * table's code and name, whether and how the table may pay, the strings of the page's
 * language). Like the cart's, nothing shows without JavaScript.
 */
export function TabSlot({ context }: { context: PageContext }) {
  const { tab } = context;
  if (!tab) return null;
  return (
    <div
      id="tab"
      data-table-token={tab.tableToken}
      data-table-label={tab.tableLabel}
      data-payments={tab.tablePayments ? (tab.tablePayments.tips ? 'tips' : 'no-tips') : undefined}
      data-strings={JSON.stringify(tab.strings)}
    />
  );
}
