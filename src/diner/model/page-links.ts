import { DEFAULT_LANGUAGE, type Language } from '../../domain/i18n/languages';
import { TABLE_TOKEN_PARAM } from '../../domain/tables/table-token';

/**
 * Builds a link to a diner page with its table's code, reading language, allergen and diet
 * filters. French and "no filter" are left out so that the plain address stays the canonical
 * one; the table's code comes first, as on its QR code (`?t=…&lang=en`).
 */
export function pageHref(
  path: string,
  state: {
    lang: Language;
    allergenSlugs?: readonly string[];
    diet?: string | null;
    tableToken?: string;
  },
): string {
  const params = new URLSearchParams();
  if (state.tableToken) params.set(TABLE_TOKEN_PARAM, state.tableToken);
  if (state.lang !== DEFAULT_LANGUAGE) params.set('lang', state.lang);
  for (const slug of state.allergenSlugs ?? []) params.append('sans', slug);
  if (state.diet) params.set('regime', state.diet);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
