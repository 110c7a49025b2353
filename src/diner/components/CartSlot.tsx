import type { PageContext } from './page-context';

/**
 * Where the cart button, the cart panel and the diner's order status pill go (Premium menus).
 * Rendered on the server as an empty mount point carrying what the cart script needs: the
 * menu, whether ordering is open, the table's code (or whether orders without one are taken),
 * and the interface strings in the page's language. Without JavaScript nothing shows: the
 * menu stays readable, ordering needs the script.
 */
export function CartSlot({ context }: { context: PageContext }) {
  const { cart, table } = context;
  if (!cart) return null;
  return (
    <div
      id="cart"
      data-menu-id={cart.menuId}
      data-open={cart.isOpen ? 'true' : 'false'}
      data-take-away={cart.isTakeAwayOn ? 'true' : 'false'}
      data-table-token={table?.token}
      data-table-label={table?.label}
      data-table-code-invalid={cart.isTableCodeInvalid ? 'true' : undefined}
      data-strings={JSON.stringify(cart.strings)}
    />
  );
}

/**
 * Under the header, why this page cannot order (the menu stays readable): a table code the
 * restaurant no longer has, ordering closed, or no table's code where the owner takes no order
 * without one (docs/decisions/011-table-codes.md).
 */
export function OrderingNotice({ context }: { context: PageContext }) {
  const { cart } = context;
  if (!cart) return null;
  const message = cart.isTableCodeInvalid
    ? cart.strings.tableCodeInvalid
    : !cart.isOpen
      ? cart.strings.orderingClosed
      : !context.table && !cart.isTakeAwayOn
        ? cart.strings.tableRequired
        : null;
  if (!message) return null;
  return (
    <p
      className="wrap ordering-closed"
      data-ordering-closed={cart.isOpen ? undefined : ''}
      data-ordering-notice=""
    >
      {message}
    </p>
  );
}
