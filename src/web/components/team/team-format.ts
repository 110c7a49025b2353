/** "il y a 5 min", "hier à 20:41", "le 12/11/2026": when a member or a tablet was last seen. */
const time = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});
const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' });

export function lastSeen(iso: string | null, now = new Date()): string {
  if (!iso) return 'Jamais connecté';
  const at = new Date(iso);
  const minutes = Math.round((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 2) return 'Actif à l’instant';
  if (minutes < 60) return `Actif il y a ${minutes} min`;
  if (minutes < 24 * 60) return `Actif aujourd’hui à ${time.format(at)}`;
  return `Actif le ${day.format(at)}`;
}
