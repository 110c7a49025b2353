import type { PageContext } from './page-context';

/**
 * "Appeler un serveur" and "Demander l'addition" under the table's badge, on a table's page of
 * a restaurant that takes orders (issue 24 §4). Rendered in place but invisible (`data-waiting`)
 * until the tab script takes them up: without JavaScript they could do nothing, and showing
 * them then moves nothing on the page. The row carries the table's code and the strings the
 * script says the rest with.
 */
export function TableCalls({ context }: { context: PageContext }) {
  const { tab } = context;
  if (!tab) return null;
  const strings = tab.callStrings;
  return (
    <div
      id="calls"
      className="call-row"
      data-waiting=""
      data-table-token={tab.tableToken}
      data-strings={JSON.stringify(strings)}
    >
      <button type="button" className="btn call-btn" data-call="waiter">
        {strings.waiter}
      </button>
      <button type="button" className="btn call-btn" data-call="bill">
        {strings.bill}
      </button>
    </div>
  );
}
