const dateFormatter = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });

/** "12 mars 2026" (ARCHITECTURE.md §3.9: dates in French format). */
export function formatBillingDate(isoDate: string): string {
  return dateFormatter.format(new Date(isoDate));
}
