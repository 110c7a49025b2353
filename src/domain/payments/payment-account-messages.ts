import type { PaymentAccountStatus, PaymentTiming, PendingReason } from './payment-account-rules';

/** Machine-readable causes of the payment routes' refusals (the envelope's `reason`). */
export const PAYMENT_ACCOUNT_REASONS = { notConfigured: 'PAYMENTS_NOT_CONFIGURED' } as const;

/** The French copy of table payments' account and settings (issue 23 §2). */
export const PAYMENT_ACCOUNT_MESSAGES = {
  notConfigured:
    'Le paiement à table n’est pas configuré sur ce serveur (configuration Stripe absente). Contactez le support.',
  linkFailed:
    'Impossible d’ouvrir l’inscription Stripe pour le moment. Réessayez dans quelques instants.',
  stripeUnavailable: 'Stripe ne répond pas pour le moment. Réessayez dans quelques instants.',
  invalidTiming: 'Choisissez quand vos clients paient : « after », « before » ou « off ».',
  invalidTips: 'Indiquez si les pourboires sont proposés (true ou false).',
  invalidSignature: 'Signature du webhook invalide.',
  invalidEvent: 'Événement du webhook mal formé.',
  noFees: 'Aucune commission Ardoise, aucun frais pour vos clients.',
} as const;

/** The status as the owner reads it: "à compléter", "en vérification", "actif", "restreint". */
export function paymentAccountLabel(account: {
  status: PaymentAccountStatus;
  pendingReason: PendingReason | null;
}): string {
  switch (account.status) {
    case 'none':
      return 'Non connecté';
    case 'pending':
      return account.pendingReason === 'verification' ? 'En vérification' : 'À compléter';
    case 'active':
      return 'Actif';
    case 'restricted':
      return 'Restreint';
  }
}

/** "Quand les clients paient-ils ?": each choice and what it means for the kitchen. */
export const PAYMENT_TIMING_CHOICES: Record<PaymentTiming, { label: string; hint: string }> = {
  after: {
    label: 'Après le repas',
    hint: 'Les commandes sont envoyées en cuisine tout de suite.',
  },
  before: {
    label: 'À la commande',
    hint: 'La commande part en cuisine une fois payée.',
  },
  off: { label: 'Désactivé', hint: 'Vos clients ne paient pas depuis leur téléphone.' },
};
