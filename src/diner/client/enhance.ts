// Progressive enhancement of the server-rendered diner page. The page is complete without it;
// this adds the instant allergen filter, the dish sheet, the remembered language and the offer of
// the phone's own, the highlighted category chip, the table of an old `?table=` code (for
// reading), live "Épuisé" marks and the anonymous audience counts. Vanilla DOM code: a few KB
// instead of React's ~60 KB.
import { setupAdNetwork } from './ad-network';
import { setupAllergenFilter } from './allergen-filter';
import { setupAudienceBeacon } from './audience-beacon';
import { setupChipHighlight } from './chip-highlight';
import { setupDishSheet } from './dish-sheet';
import { setupLanguageMemory } from './language-memory';
import { setupLanguageOffer } from './language-offer';
import { setupLiveAvailability } from './live-availability';
import { setupTableMemory } from './table-memory';

function run(step: () => void) {
  try {
    step();
  } catch (error) {
    // One enhancement failing must leave the others, and the readable page, in place.
    console.warn('ardoise: enhancement failed', error);
  }
}

if (!setupLanguageMemory()) {
  run(setupAudienceBeacon);
  run(setupTableMemory);
  run(setupLanguageOffer);
  run(setupAllergenFilter);
  run(setupDishSheet);
  run(setupChipHighlight);
  run(setupAdNetwork);
  run(setupLiveAvailability);
} else {
  // The cart script (Premium menus) runs next: it has nothing to do on a page being replaced.
  document.documentElement.setAttribute('data-leaving', '');
}
