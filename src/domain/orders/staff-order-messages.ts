import { type RefusalReason, STAFF_ORDER_LIMITS } from './staff-order-rules';

/** The French copy of staff orders, line changes and "Validation par le personnel". */

/** The reasons of a refusal as the board lists them (the diner reads them translated). */
export const REFUSAL_LABELS: Record<RefusalReason, string> = {
  sold_out: 'Plat épuisé',
  kitchen_closed: 'Cuisine fermée',
  not_recognized: 'Commande non reconnue',
  too_busy: 'Trop de commandes en cours',
};

/** The board's section of diners' orders waiting for staff. */
export const TO_VALIDATE_LABEL = 'À valider';

export const takenByLabel = (name: string) => `Prise par ${name}`;

export const STAFF_ORDER_MESSAGES = {
  noServedMenu: 'Aucun menu n’est servi en ce moment : activez un menu pour prendre une commande.',
  notPending:
    'Seule une commande en attente peut être modifiée : celle-ci est déjà en préparation, prête, terminée ou annulée.',
  linesHeld:
    'Une partie de cette commande est déjà réglée ou en cours de paiement : ses lignes ne peuvent plus changer. Remboursez le paiement depuis l’addition avant de la modifier.',
  awaitsPayment:
    'Cette commande attend le paiement du client : elle ne peut pas être modifiée avant.',
  notAwaitingValidation:
    'Cette commande n’attend pas de validation : elle a déjà été acceptée ou refusée.',
  awaitsValidation: 'Cette commande attend d’être validée : acceptez-la ou refusez-la d’abord.',
} as const;

export const STAFF_ORDER_INPUT_MESSAGES = {
  noLines: 'Une commande compte au moins un plat : pour tout retirer, annulez-la.',
  reasonRequired: 'Indiquez la raison de la modification.',
  reasonTooLong: `La raison compte au plus ${STAFF_ORDER_LIMITS.reasonMaxLength} caractères.`,
  noteTooLong: `La remarque compte au plus ${STAFF_ORDER_LIMITS.noteMaxLength} caractères.`,
  refusalReason: 'Choisissez la raison du refus.',
  changesRequired: 'Indiquez « open », « takeAway » ou « staffValidation ».',
} as const;

/** Toasts after a staff action. */
export const STAFF_ORDER_TOASTS = {
  taken: (number: number) => `Commande n° ${number} envoyée en cuisine`,
  changed: 'Commande modifiée',
  accepted: 'Commande acceptée',
  refused: 'Commande refusée',
} as const;
