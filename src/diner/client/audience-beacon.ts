import type { DinerEvent } from '../../domain/stats/stats-schema';
import { createEventBatch } from '../model/diner-events';

/** Where the page's counts go (`POST /api/v1/public/events`, issue 26). */
export const EVENTS_URL = '/api/v1/public/events';

/**
 * Audience measurement (issue 26 §1, the note "Mesure d'audience" at the bottom of the page):
 * what diners do on the page is counted, never who they are. Dish opened, filter used, language
 * switched, dish added to the cart: batched in memory and sent with `sendBeacon` when the page is
 * hidden, or when the batch is full. No cookie, no identifier, no storage. Only on a public menu
 * page (`main[data-menu-id]`: never on the owner's preview); without `sendBeacon` nothing is sent.
 */
export function setupAudienceBeacon() {
  const menuId = document.querySelector<HTMLElement>('main[data-menu-id]')?.dataset.menuId;
  if (!menuId) return;
  const batch = createEventBatch(
    menuId,
    (json) =>
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(EVENTS_URL, new Blob([json], { type: 'application/json' })),
  );
  const add = (event: DinerEvent) => batch.add(event);
  const dishIdOf = (card: Element | null | undefined) => card?.id.slice(2);

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') batch.flush();
  });
  window.addEventListener('pagehide', () => batch.flush());
  // The dish sheet (dish-sheet.ts), or the card's own <details> where there is no <dialog>.
  document.addEventListener('ardoise:sheet', (event) => {
    add({ type: 'dish_opened', dishId: dishIdOf((event as CustomEvent).detail.card) });
  });
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target as HTMLDetailsElement;
      const card = details.open ? details.parentElement : null;
      if (card?.matches('li.dish')) add({ type: 'dish_opened', dishId: dishIdOf(card) });
    },
    true,
  );
  const filter = document.querySelector('form[data-filter]');
  filter?.addEventListener('change', () => add({ type: 'filter_used' }));
  filter?.addEventListener('submit', () => add({ type: 'filter_used' }));
  // The selector's links and the language offer's (language-offer.ts) carry `data-lang`.
  document.addEventListener('click', (event) => {
    const lang = (event.target as Element).closest<HTMLElement>('a[data-lang]')?.dataset.lang;
    if (lang && lang !== document.documentElement.lang) {
      add({ type: 'language_switched', lang: lang as DinerEvent['lang'] });
    }
  });
  // The cart (cart-controller.ts, Premium menus) tells which dish went in.
  document.addEventListener('ardoise:cart-added', (event) => {
    add({ type: 'cart_added', dishId: (event as CustomEvent<{ dishId: string }>).detail.dishId });
  });
}
