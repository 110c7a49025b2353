const STORAGE_KEY = 'ardoise.lang';

function read(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Keeps the diner's language for their next visits to any Ardoise menu page. */
export function rememberLanguage(lang: string) {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Storage refused (private browsing): the URL still carries the language.
  }
}

/**
 * Remembers the diner's language. The URL decides what the server renders (`?lang=en`), so
 * pages stay cacheable and shareable; the choice is kept in this browser and, on a page opened
 * without `?lang` (the QR code address), applied by replacing the address. Only Premium menus
 * have the selector (`[data-langs]`); free menus are French only and nothing happens.
 * Returns true when the page is being replaced.
 */
export function setupLanguageMemory(): boolean {
  const selector = document.querySelector<HTMLElement>('[data-langs]');
  if (!selector) return false;
  selector.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-lang]');
    if (link?.dataset.lang) rememberLanguage(link.dataset.lang);
  });
  const url = new URL(location.href);
  const inUrl = url.searchParams.get('lang');
  if (inUrl) {
    rememberLanguage(inUrl);
    return false;
  }
  const saved = read();
  const offered = (selector.dataset.available ?? '').split(' ');
  if (!saved || saved === 'fr' || !offered.includes(saved)) return false;
  url.searchParams.set('lang', saved);
  location.replace(url.toString());
  return true;
}
