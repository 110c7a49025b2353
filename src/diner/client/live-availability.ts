import {
  AVAILABILITY_STREAM_EVENT,
  type PublicAvailability,
} from '../../domain/menu/availability-events';
import { livePage } from './live-page';

/**
 * "Épuisé" follows the restaurant without a reload: the page hears its menu's marks on its one
 * live stream (live-page.ts) and marks or unmarks the cards. The
 * cart (cart-controller.ts) hears `ardoise:availability` and disables the add buttons. Without
 * JavaScript the page shows the marks of the moment it was loaded.
 */
export function setupLiveAvailability() {
  const main = document.querySelector<HTMLElement>('main[data-availability]');
  const live = livePage();
  if (!main || !live) return;
  const label = main.dataset.soldOutLabel ?? '';
  live.on(AVAILABILITY_STREAM_EVENT, (data) => {
    // Typed by the server's payload, checked all the same: a page never trusts the network.
    const soldOut = (data as Partial<PublicAvailability> | null)?.soldOut;
    if (Array.isArray(soldOut)) markSoldOut(new Set(soldOut.map(String)), label);
  });
}

function markSoldOut(soldOut: ReadonlySet<string>, label: string) {
  for (const card of document.querySelectorAll<HTMLElement>('li.dish')) {
    const isSoldOut = soldOut.has(card.id.slice(2));
    if (isSoldOut === card.hasAttribute('data-sold-out')) continue;
    card.toggleAttribute('data-sold-out', isSoldOut);
    if (isSoldOut) {
      const badge = document.createElement('span');
      badge.className = 'sold-out';
      badge.textContent = label;
      card.querySelector('.dish-head')?.after(badge);
    } else {
      card.querySelector('.sold-out')?.remove();
    }
  }
  document.dispatchEvent(new CustomEvent('ardoise:availability'));
}
