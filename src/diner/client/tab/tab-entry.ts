// "L'addition" on a table's page, in its own script: only pages opened with one of the
// restaurant's table codes load it. The page is complete without it (the tab is live data it
// does not carry). Vanilla DOM, like the cart.
import { setupTab } from './tab-controller';

const mount = document.getElementById('tab');
// enhance.ts may be replacing the page (the diner's remembered language): nothing to set up.
if (mount && !document.documentElement.hasAttribute('data-leaving')) {
  try {
    setupTab(mount);
  } catch (error) {
    console.warn('ardoise: tab failed', error);
  }
}
