/**
 * Text that PostgreSQL cannot store: the NUL character (refused in `text` and `jsonb`) and
 * UTF-16 surrogates that pair with nothing (refused as `\ud800` in `jsonb`, silently turned into
 * U+FFFD in `text`). JSON and JavaScript strings carry both, so requests are checked for them
 * once, at the boundary (src/server/http/input-guard.ts), on both engines alike.
 */
const LONE_SURROGATE = /\p{Cs}/u;

export const isStorableText = (text: string) =>
  !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/**
 * The path (`categories.0.items.2.name`) of the first string, or object key, in `value` that
 * cannot be stored; `''` names `value` itself; null when everything can be stored. Only plain
 * JSON values are walked (a webhook's raw Buffer is not text).
 */
export function findUnstorableText(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path.join('.');
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (!isPlainObject(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return path.join('.');
    const found = findUnstorableText(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
