/**
 * Where the cart button, the cart panel and the diner's order status pill go (Premium, orders
 * issue). Rendered on the server as an empty mount point the enhancement script can fill.
 */
export function CartSlot() {
  return null;
}
