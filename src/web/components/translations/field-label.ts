/** "Nom du menu", "Catégorie", "Nom du plat", "Description", "Nom de la variante" from a translation key. */
export function fieldLabel(key: string): string {
  if (key === 'name') return 'Nom du menu';
  if (key.startsWith('category:')) return 'Catégorie';
  if (key.includes(':variant:')) return 'Nom de la variante';
  return key.endsWith(':description') ? 'Description' : 'Nom du plat';
}

export const TRANSLATION_TABS = [
  { lang: 'en', label: 'Anglais' },
  { lang: 'es', label: 'Espagnol' },
  { lang: 'zh', label: 'Chinois' },
  { lang: 'it', label: 'Italien' },
] as const;
