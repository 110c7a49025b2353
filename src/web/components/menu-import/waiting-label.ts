/**
 * A queued import's line (issue 42 §1): files are read one or two at a time per server, the
 * others wait with their place — "En attente (1er)…", "En attente (2e)…".
 */
export function waitingLabel(place: number | undefined): string {
  if (!place) return 'En attente de lecture…';
  return `En attente (${place === 1 ? '1er' : `${place}e`})…`;
}
