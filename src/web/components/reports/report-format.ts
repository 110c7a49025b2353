import { formatCents } from '../../../domain/menu/format-cents';

/** Figures of "Service du jour" as the owner reads them (fr-FR). */

const count = new Intl.NumberFormat('fr-FR');

export const formatCount = (value: number) => count.format(value);

/** Money, or a dash when there is nothing to average. */
export const formatMoney = (cents: number | null) => (cents === null ? '—' : formatCents(cents));

/** 750 → "12 min 30 s", 45 → "45 s", 1200 → "20 min"; a dash when nothing was measured. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${count.format(minutes)} min` : `${count.format(minutes)} min ${rest} s`;
}

/** "3 commandes", "1 commande". */
export const plural = (value: number, one: string, many: string) =>
  `${formatCount(value)} ${value > 1 ? many : one}`;
