/**
 * What a page keeps for the visit (sessionStorage, as JSON): a payment asked for, a call made.
 * Storage may be refused (private modes): then nothing is recalled, and the page keeps the
 * value in memory for as long as it is open.
 */
export function recall<T>(key: string, parse: (value: unknown) => T | null): T | null {
  try {
    return parse(JSON.parse(sessionStorage.getItem(key) ?? 'null'));
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` for the visit; null forgets it. */
export function remember(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Refused: kept for this page.
  }
}
