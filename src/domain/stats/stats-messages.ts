/** The statistics' French messages (issue 26), shared by the server and the owner app. */
export const STATS_LIMITS = {
  /** The longest period one request covers (13 months of hours and a little more). */
  maxDays: 400,
} as const;

export const STATS_MESSAGES = {
  invalidDate: 'Cette date n’existe pas : choisissez un jour du calendrier.',
  reversedRange: 'La date de fin doit suivre la date de début.',
  tooLong: `Choisissez une période de ${STATS_LIMITS.maxDays} jours au plus.`,
  menuNotFound: 'Ce menu n’existe pas ou a été supprimé.',
  menuUnavailable: 'Ce menu n’est pas disponible.',
  tooManyEvents: 'Trop d’envois en peu de temps : réessayez dans un instant.',
} as const;

/** `statistiques-2026-11-20-au-2026-11-26.csv`. */
export const statsFileName = (from: string, to: string) => `statistiques-${from}-au-${to}.csv`;
