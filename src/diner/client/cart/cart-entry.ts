// The cart of a Premium menu, in its own script: free menus never load it. The page is
// complete without it (the menu stays readable); this adds ordering from the table and the
// order's live status. Vanilla DOM, like enhance.ts.
import { setupCart } from './cart-controller';

const mount = document.getElementById('cart');
// enhance.ts may be replacing the page (the diner's remembered language): nothing to set up.
if (mount && !document.documentElement.hasAttribute('data-leaving')) {
  try {
    setupCart(mount);
  } catch (error) {
    console.warn('ardoise: cart failed', error);
  }
}
