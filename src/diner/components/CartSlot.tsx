import type { PageContext } from './page-context';

/**
 * Where the cart button, the cart panel and the diner's order status pill go (Premium menus).
 * Rendered on the server as an empty mount point carrying what the cart script needs: the
 * menu, whether ordering is open, and the interface strings in the page's language. Without
 * JavaScript nothing shows: the menu stays readable, ordering needs the script.
 */
export function CartSlot({ context }: { context: PageContext }) {
  const { cart } = context;
  if (!cart) return null;
  return (
    <div
      id="cart"
      data-menu-id={cart.menuId}
      data-open={cart.isOpen ? 'true' : 'false'}
      data-strings={JSON.stringify(cart.strings)}
    />
  );
}

/** Under the header while the owner has ordering closed: the menu stays readable. */
export function OrderingClosedNotice({ context }: { context: PageContext }) {
  if (!context.cart || context.cart.isOpen) return null;
  return (
    <p className="wrap ordering-closed" data-ordering-closed="">
      {context.cart.strings.orderingClosed}
    </p>
  );
}
