import { REPORT_LIMITS, type Service } from './day-report-rules';

/** The French copy of "Service du jour" (docs/day-report.md): refusals and labels. */

export const REPORT_MESSAGES = {
  dateInvalid: 'Date invalide : indiquez un jour au format AAAA-MM-JJ (par exemple 2026-11-26).',
  toInvalid:
    'Date de fin invalide : indiquez un jour au format AAAA-MM-JJ (par exemple 2026-11-30).',
  toBeforeDate: 'La fin de la période doit être le jour de début ou un jour suivant.',
  rangeTooLong: `Choisissez une période de ${REPORT_LIMITS.maxDays} jours au plus.`,
  formatInvalid: 'Format invalide : json ou csv.',
} as const;

export const SERVICE_LABELS: Record<Service, string> = { lunch: 'Midi', dinner: 'Soir' };

/** The category of a dish no longer on the menu it was ordered from. */
export const REMOVED_DISHES_CATEGORY = 'Plats retirés de la carte';

/** `service-du-jour-2026-11-26.csv`, `service-du-jour-2026-11-01-au-2026-11-30.csv`. */
export const reportFileName = (from: string, to: string) =>
  from === to ? `service-du-jour-${from}.csv` : `service-du-jour-${from}-au-${to}.csv`;
