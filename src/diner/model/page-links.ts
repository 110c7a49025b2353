import { DEFAULT_LANGUAGE, type Language } from '../../domain/i18n/languages';

/**
 * Builds a link to a diner page with its reading language, allergen and diet filters. French and
 * "no filter" are left out so that the plain address stays the canonical one.
 */
export function pageHref(
  path: string,
  state: { lang: Language; allergenSlugs?: readonly string[]; diet?: string | null },
): string {
  const params = new URLSearchParams();
  if (state.lang !== DEFAULT_LANGUAGE) params.set('lang', state.lang);
  for (const slug of state.allergenSlugs ?? []) params.append('sans', slug);
  if (state.diet) params.set('regime', state.diet);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
