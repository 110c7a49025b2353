import { PAYMENT_METHOD_LABELS } from '../journal/journal-messages';

/** The French copy of tabs and table payments: refusals and the owner's labels. */
export const TAB_MESSAGES = {
  tabNotFound: 'Addition introuvable.',
  paymentNotFound: 'Paiement introuvable.',
  tabClosed: 'Cette addition est close.',
  nothingLeft: 'Tout est déjà réglé (ou en cours de paiement) sur cette addition.',
  lineUnknown: 'Une ligne choisie ne fait plus partie de l’addition.',
  lineTaken: 'Une ligne choisie est déjà réglée ou en cours de paiement par quelqu’un d’autre.',
  amountTooHigh: 'Ce montant dépasse ce qu’il reste à payer.',
  premiumRequired:
    'Le paiement à table est une fonctionnalité Premium. Passez à Premium pour le proposer à vos clients.',
  paymentsOff: 'Ce restaurant ne propose pas le paiement à table.',
  tipsOff: 'Ce restaurant ne propose pas de pourboire en ligne.',
  tipTooHigh: 'Le pourboire ne peut pas dépasser le montant réglé.',
  providerUnavailable:
    'Le paiement en ligne est momentanément indisponible. Réessayez dans un instant ou réglez en caisse.',
  paymentInProgress:
    'Un paiement est en cours sur cette table : annulez-le depuis l’addition (« Annuler le paiement ») ou attendez qu’il aboutisse.',
  paymentAlreadySucceeded:
    'Ce paiement a déjà abouti : il ne peut plus être annulé. Remboursez-le depuis l’addition si besoin.',
  cancelUnavailable:
    'Stripe ne répond pas : le paiement n’a pas pu être annulé. Réessayez dans un instant.',
  refundTooHigh: 'Le remboursement dépasse ce qui reste remboursable sur ce paiement.',
  refundNotPossible: 'Seul un paiement réussi par carte peut être remboursé depuis Ardoise.',
  /** Issue 41 §3: no VAT rate is guessed; the restaurant names it on the dish or its category. */
  vatRateMissing: (dish: string) =>
    `Le taux de TVA de « ${dish} » n’est pas renseigné : le paiement ne peut pas être enregistré. Demandez au personnel (le restaurant doit indiquer ce taux sur le plat ou sa catégorie).`,
} as const;

/** "Réglé en caisse": how the rest was paid outside Ardoise, named as the journal names it. */
export const CLOSE_METHOD_LABELS = {
  cash: PAYMENT_METHOD_LABELS.cash,
  card_terminal: PAYMENT_METHOD_LABELS.card_terminal,
  meal_voucher: PAYMENT_METHOD_LABELS.meal_voucher,
  other: PAYMENT_METHOD_LABELS.other,
} as const;
