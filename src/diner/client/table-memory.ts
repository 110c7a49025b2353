// The table a diner sits at comes from the per-table QR code (`?table=3`). It is kept for the
// visit (sessionStorage, per restaurant address) so that changing the language or the filter,
// or reloading, keeps it; the orders feature reads it with `currentTable()`.
const LABELS: Record<string, string> = {
  fr: 'Table',
  en: 'Table',
  es: 'Mesa',
  it: 'Tavolo',
  zh: '桌号',
};
const MAX_LENGTH = 40;

const storageKey = () => `ardoise.table:${location.pathname}`;

export function currentTable(): string | null {
  try {
    return sessionStorage.getItem(storageKey());
  } catch {
    return null;
  }
}

export function setupTableMemory() {
  const fromUrl = new URL(location.href).searchParams.get('table')?.trim().slice(0, MAX_LENGTH);
  if (fromUrl) {
    try {
      sessionStorage.setItem(storageKey(), fromUrl);
    } catch {
      // Storage refused: the badge still shows for this page.
    }
  }
  const table = fromUrl || currentTable();
  const header = document.getElementById('top');
  if (!table || !header) return;
  const badge = document.createElement('p');
  badge.className = 'table-badge';
  badge.dataset.table = table;
  // textContent: the value comes from the URL and is never parsed as HTML.
  badge.textContent = `${LABELS[document.documentElement.lang] ?? LABELS.fr} ${table}`;
  header.append(badge);
}
