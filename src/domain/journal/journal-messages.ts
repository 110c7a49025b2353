import type { ClosureKind, JournalEntryKind, JournalPeriod, PaymentMethod } from './journal-rules';

/** The French copy of the payments journal: refusals of its routes and its labels. */

export const JOURNAL_MESSAGES = {
  periodInvalid:
    'Période invalide : indiquez un jour (AAAA-MM-JJ), un mois (AAAA-MM) ou une année (AAAA).',
  periodEmpty: (period: JournalPeriod) =>
    `Aucune opération n’est enregistrée au journal pour ${periodLabel(period)}.`,
  closureQueryInvalid: 'Type de clôture invalide : jour (day), mois (month) ou année (year).',
  /** The owner app's banner (web/components/journal/JournalBanner.tsx). */
  banner:
    'Le journal des paiements a été modifié en dehors d’Ardoise : une opération enregistrée a été supprimée ou altérée. Les rapports et archives sont marqués « non vérifiés » et les paiements continuent d’être enregistrés. Conservez vos reçus et vos clôtures, ne restaurez pas de sauvegarde vous-même et contactez le support d’Ardoise.',
  /** "Service du jour" and archives when the chain does not hold. */
  unverified: 'Non vérifié : le journal des paiements a été modifié en dehors d’Ardoise.',
} as const;

/**
 * The status route's `problem`, in French, from the check's first finding (its English text
 * is what `npm run journal:verify` prints, kept in parentheses for the support).
 */
export function journalProblemLabel(
  finding: { text: string; sequence: number | null },
  count: number,
): string {
  const what =
    finding.sequence === null
      ? 'Le registre de tête ou une clôture du journal des paiements a été supprimé ou modifié'
      : `L’opération n° ${finding.sequence} du journal des paiements a été supprimée, modifiée ou déplacée`;
  const others = count > 1 ? ` ${count - 1} autre(s) anomalie(s) relevée(s).` : '';
  return `${what} en dehors d’Ardoise (${finding.text}).${others}`;
}

/** How the journal's input is refused (a programming error of the caller, read in logs). */
export const JOURNAL_INPUT_MESSAGES = {
  vatSum: 'the VAT lines must add up to amountCents (TTC, tip excluded)',
  vatCents: 'vatCents must have the sign of totalCents and not exceed it',
  duplicateRate: 'one VAT line per rate',
  sign: 'a payment or a tab closure is positive or zero, a refund negative or zero',
  method: 'a payment, a refund or a tab closure says how the money moved (method)',
  chainBreak: 'a chain break records no money: amount 0, no VAT line, no method',
  personalData: 'no personal data in the journal: this looks like an e-mail address',
} as const;

export const CLOSURE_KIND_LABELS: Record<ClosureKind, string> = {
  day: 'Clôture journalière',
  month: 'Clôture mensuelle',
  year: 'Clôture annuelle',
};

export const ENTRY_KIND_LABELS: Record<JournalEntryKind, string> = {
  payment: 'Paiement',
  refund: 'Remboursement',
  tab_closure: 'Table clôturée',
  line_cancellation: 'Ligne annulée',
  chain_break: 'Rupture du journal constatée',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod | 'none', string> = {
  card: 'Carte bancaire (en ligne)',
  cash: 'Espèces',
  card_terminal: 'Carte (terminal du restaurant)',
  meal_voucher: 'Titre-restaurant',
  other: 'Autre',
  none: 'Sans moyen de paiement',
};

const DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "le 1 décembre 2026", "décembre 2026", "l’année 2026". */
export function periodLabel(period: JournalPeriod): string {
  const { year, month, day } = period.start;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (period.kind === 'day') return `le ${DAY.format(date)}`;
  if (period.kind === 'month') return MONTH.format(date);
  return `l’année ${year}`;
}
