import { ORDER_LIMITS, type OrderStatus } from './order-rules';

/** The French copy of orders: labels of the board, toasts, and the messages of refusals. */

/** The button that moves an order on, by its current status. */
export const NEXT_ACTION_LABELS: Partial<Record<OrderStatus, string>> = {
  pending: 'Commencer préparation',
  preparing: 'Marquer comme prêt',
  ready: 'Terminer la commande',
};

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'En attente',
  preparing: 'En préparation',
  ready: 'Prêt',
  completed: 'Terminée',
  cancelled: 'Annulée',
};

/** The board's tab titles (spec: "En attente, En prép., Prêt et Terminé"). */
export const TAB_LABELS = {
  pending: 'En attente',
  preparing: 'En prép.',
  ready: 'Prêt',
  completed: 'Terminé',
} as const;

/** Toasts after a change, by the new status (spec part 2 §4). */
export const STATUS_TOASTS: Record<OrderStatus, string> = {
  pending: 'Commande mise en attente',
  preparing: 'Commande en préparation',
  ready: 'Commande prête à servir',
  completed: 'Commande terminée',
  cancelled: 'Commande annulée avec succès',
};

export const ORDER_MESSAGES = {
  notFound: 'Commande introuvable.',
  transitionRefused: 'Ce changement de statut n’est pas possible pour cette commande.',
  paidOrderCancel:
    'Cette commande est déjà réglée, en tout ou en partie, ou en cours de paiement : remboursez le paiement depuis l’addition avant de l’annuler.',
  premiumRequired: 'Ce restaurant ne prend pas de commandes en ligne.',
  orderingClosed: 'Les commandes sont fermées pour le moment.',
  menuUnavailable: 'Ce menu n’est plus disponible.',
  /** How an ordered dish the menu does not have is named in `dishesUnavailable`. */
  unknownDish: 'un plat retiré de la carte',
  dishesUnavailable: (names: string[]) =>
    `Ces plats ne sont plus disponibles : ${names.join(', ')}.`,
  dishesSoldOut: (names: string[]) =>
    names.length > 1
      ? `Ces plats sont épuisés : ${names.join(', ')}. Retirez-les de votre commande.`
      : `Ce plat est épuisé : ${names.join(', ')}. Retirez-le de votre commande.`,
  tooManyOrders: 'Trop de commandes en peu de temps. Patientez un instant, puis réessayez.',
  tableRequired: 'Pour commander, scannez le QR code posé sur votre table.',
  tableCodeInvalid: "Ce QR code n'est plus valable, demandez-en un au personnel.",
  pricesChanged:
    'Les prix ont changé depuis l’ouverture de la carte (fin d’une offre). Vérifiez le total, puis renvoyez la commande.',
} as const;

export const ORDER_INPUT_MESSAGES = {
  noLines: 'Votre panier est vide.',
  tooManyLines: `Une commande compte au plus ${ORDER_LIMITS.maxLines} lignes.`,
  quantity: `La quantité doit être comprise entre ${ORDER_LIMITS.minQuantity} et ${ORDER_LIMITS.maxQuantity}.`,
  noteTooLong: `Une remarque compte au plus ${ORDER_LIMITS.noteMaxLength} caractères.`,
  requestId: 'Identifiant de requête invalide.',
  variantId: 'Identifiant de variante invalide.',
  variantRequired: (dish: string) =>
    `Choisissez une variante pour « ${dish} » (par exemple verre ou bouteille).`,
} as const;

/** How an order without a table is shown everywhere (never "N/A"). */
export const NO_TABLE_LABEL = 'À emporter / sans table';
