import { formatTableLabel } from '../../domain/tables/table-token';

// Codes printed before tables had their own secret (`?table=3`, issue 21 §2) still show their
// table, for reading only: the server does not know where such a phone is, so ordering from it
// follows the owner's take-away switch like any page without a table's code. The value is kept
// for the visit (sessionStorage, per address) so that a language or a filter keeps the badge.
// Pages opened with a table's code (`?t=`) get their badge from the server, and free menus,
// which take no orders, show none.
const MAX_LENGTH = 40;

const storageKey = () => `ardoise.table:${location.pathname}`;

function remembered(): string | null {
  try {
    return sessionStorage.getItem(storageKey());
  } catch {
    return null;
  }
}

export function setupTableMemory() {
  const header = document.getElementById('top');
  const cart = document.getElementById('cart');
  if (!header || !cart || header.querySelector('.table-badge')) return;
  const fromUrl = new URL(location.href).searchParams.get('table')?.trim().slice(0, MAX_LENGTH);
  if (fromUrl) {
    try {
      sessionStorage.setItem(storageKey(), fromUrl);
    } catch {
      // Storage refused: the badge still shows for this page.
    }
  }
  const table = fromUrl || remembered();
  if (!table) return;
  const strings = JSON.parse(cart.dataset.strings ?? '{}') as { table?: string };
  const badge = document.createElement('p');
  badge.className = 'table-badge';
  badge.dataset.table = table;
  // textContent: the value comes from the URL and is never parsed as HTML.
  badge.textContent = formatTableLabel(table, strings.table);
  header.append(badge);
}
