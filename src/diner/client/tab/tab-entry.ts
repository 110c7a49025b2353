// "L'addition" and the table calls ("Appeler un serveur", "Demander l'addition") on a table's
// page, in their own script: only pages opened with one of the restaurant's table codes load
// it. The page is complete without it (the tab and the calls are live). Vanilla DOM, like the
// cart.
import { setupTab } from './tab-controller';
import { setupCalls } from './table-calls';

function run(id: string, setup: (mount: HTMLElement) => void) {
  const mount = document.getElementById(id);
  // enhance.ts may be replacing the page (the diner's remembered language): nothing to set up.
  if (!mount || document.documentElement.hasAttribute('data-leaving')) return;
  try {
    setup(mount);
  } catch (error) {
    console.warn(`ardoise: ${id} failed`, error);
  }
}

run('tab', setupTab);
run('calls', setupCalls);
