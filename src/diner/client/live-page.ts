import { formatPageOrders, type PageOrder } from '../../domain/diner-events/diner-events-rules';

/** How long a refused stream (an HTTP error: EventSource gives up) waits before trying again. */
const REOPEN_MS = 5000;
/** Events carrying a whole state: kept, and handed at once to a part that starts listening. */
const STATES = ['availability', 'tab', 'call'];

type Listener = (data: unknown) => void;

/**
 * Everything a diner page follows live, over ONE event stream (issue 41 §4,
 * docs/diner-events.md): browsers allow six connections per host on HTTP/1.1, and a phone
 * with two tabs of a table's page, each with a stream per order plus the marks, the tab and the
 * call, had none left for paying. The page's scripts (enhance, cart, tab: separate bundles)
 * share one `LivePage` through `window`; it opens the stream once they have all said what they
 * follow (at DOMContentLoaded: deferred scripts run before it). EventSource reconnects by
 * itself after a network error, with Last-Event-ID; a new order reconnects it (the old stream
 * closed first) with each order's last applied event in the address, so nothing is missed.
 */
export type LivePage = {
  /** Listens to one kind of event; a whole state already heard is handed over at once. */
  on(event: string, listener: Listener): () => void;
  /** The orders the page follows (the cart's, with the last event applied of each). */
  setOrders(orders: readonly PageOrder[]): void;
};

declare global {
  interface Window {
    ardoiseLive?: LivePage | null;
  }
}

const MENU_STREAM = /^\/api\/v1\/public\/menus\/([^/]+)\/availability\/events$/;

/** The page's stream, shared by its scripts; null where the page follows nothing live. */
export function livePage(): LivePage | null {
  if (window.ardoiseLive === undefined) window.ardoiseLive = createLivePage();
  return window.ardoiseLive;
}

function createLivePage(): LivePage | null {
  const availability = document.querySelector<HTMLElement>('main[data-availability]');
  const menuPath = MENU_STREAM.exec(availability?.dataset.availability ?? '')?.[1];
  if (!menuPath || typeof EventSource !== 'function') return null;
  const tableToken = document.getElementById('tab')?.dataset.tableToken;
  const lang = document.documentElement.lang || 'fr';
  const listeners = new Map<string, Set<Listener>>();
  const states = new Map<string, unknown>();
  let orders: readonly PageOrder[] = [];
  let followed = new Set<string>();
  let source: EventSource | null = null;
  let timer: number | undefined;
  let isStarted = false;

  function urlOf() {
    const query = new URLSearchParams();
    if (orders.length > 0) query.set('orders', formatPageOrders(orders));
    if (!tableToken) return `/api/v1/public/menus/${menuPath}/events?${query}`;
    query.set('menu', decodeURIComponent(menuPath as string));
    query.set('lang', lang);
    return `/api/v1/public/tables/${encodeURIComponent(tableToken)}/events?${query}`;
  }

  function listen(current: EventSource, event: string) {
    current.addEventListener(event, (message) => {
      let data: unknown;
      try {
        data = JSON.parse((message as MessageEvent<string>).data);
      } catch {
        return; // Skipped: the next one carries the state again, or the replay does.
      }
      if (STATES.includes(event)) states.set(event, data);
      for (const listener of [...(listeners.get(event) ?? [])]) listener(data);
    });
  }

  function open() {
    window.clearTimeout(timer);
    source?.close();
    followed = new Set(orders.map((order) => order.id));
    const current = new EventSource(urlOf());
    for (const event of listeners.keys()) listen(current, event);
    current.addEventListener('error', () => {
      if (current.readyState !== EventSource.CLOSED || source !== current) return;
      timer = window.setTimeout(open, REOPEN_MS);
    });
    source = current;
  }

  function start() {
    if (isStarted) return;
    isStarted = true;
    open();
  }
  if (document.readyState === 'complete') window.setTimeout(start, 0);
  else {
    document.addEventListener('DOMContentLoaded', start, { once: true });
    window.addEventListener('load', start, { once: true });
  }
  // Back from the back-forward cache: the stream was closed with the page.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && isStarted) open();
  });

  return {
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
        if (source) listen(source, event);
      }
      set.add(listener);
      if (states.has(event)) {
        const state = states.get(event);
        queueMicrotask(() => {
          if (set?.has(listener)) listener(state);
        });
      }
      return () => set?.delete(listener);
    },
    setOrders(next) {
      orders = next;
      // A new order to follow: the stream starts again with it. One gone: nothing to do.
      if (isStarted && next.some((order) => !followed.has(order.id))) open();
    },
  };
}
