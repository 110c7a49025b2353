import type { RefusalReason } from '../../orders/staff-order-rules';
import type { Language } from '../languages';
import { ES_CART, IT_CART, ZH_CART } from './cart-strings-es-it-zh';

/**
 * The cart and the order status pill of a Premium menu (spec part 2 §2 "Cart", "Diner order
 * status pill", §4 "Order status"), in the five reading languages. The page carries the
 * strings of its own language (a data attribute of the cart's mount point), so the cart script
 * holds none. Templates use `{name}` placeholders, filled by the script.
 */
export type CartStrings = {
  /** Floating button's label; `{n}`: number of items. */
  openCart: string;
  title: string;
  /** Visible text of the add buttons. */
  add: string;
  /** `{name}`: the dish. */
  addLabel: string;
  added: string;
  increase: string;
  decrease: string;
  remove: string;
  removeLabel: string;
  /** Announced when a quantity changes; `{name}`, `{n}`. */
  quantity: string;
  note: string;
  notePlaceholder: string;
  empty: string;
  total: string;
  /** Spec: "Online payment – Coming soon". */
  payment: string;
  send: string;
  sending: string;
  sent: string;
  /** `{table}` */
  table: string;
  noTable: string;
  orderingClosed: string;
  /** No table's code, and the owner takes no order without one. */
  tableRequired: string;
  /** A table code the restaurant no longer has (issue 21 §2's wording). */
  tableCodeInvalid: string;
  /** `{names}`: the dishes removed from the cart. */
  unavailable: string;
  unavailableUnknown: string;
  /** The server's prices differ from the cart's (a promotion ended): the cart now shows them. */
  pricesChanged: string;
  network: string;
  tooMany: string;
  notTaking: string;
  failed: string;
  /** The pill: `{n}` is the order's number of the day. */
  orderNumber: string;
  pending: string;
  preparing: string;
  ready: string;
  cancelled: string;
  /** "Validation par le personnel" (issue 24 §3): the order waits for staff to accept it. */
  awaitingValidation: string;
  /** A refused order; `{reason}`: one of the refusal reasons below. */
  refused: string;
  refusalSoldOut: string;
  refusalKitchenClosed: string;
  refusalNotRecognized: string;
  refusalTooBusy: string;
  /** Staff changed the order's lines (added, removed, quantities). */
  changedByStaff: string;
  /** The browser notification (spec: "Your order is ready!", translated). */
  readyNotification: string;
  hide: string;
  close: string;
};

export const FR_CART: CartStrings = {
  openCart: 'Voir le panier ({n})',
  title: 'Votre commande',
  add: 'Ajouter',
  addLabel: 'Ajouter {name} au panier',
  added: '{name} ajouté au panier',
  increase: 'Augmenter la quantité de {name}',
  decrease: 'Diminuer la quantité de {name}',
  remove: 'Retirer',
  removeLabel: 'Retirer {name} du panier',
  quantity: '{name} : {n}',
  note: 'Remarque (facultatif)',
  notePlaceholder: 'ex. sans oignons',
  empty: 'Votre panier est vide.',
  total: 'Total',
  payment: 'Paiement en ligne – Bientôt disponible',
  send: 'Envoyer la commande',
  sending: 'Envoi en cours…',
  sent: 'Commande envoyée',
  table: 'Table {table}',
  noTable: 'À emporter / sans table',
  orderingClosed: 'Les commandes sont fermées pour le moment.',
  tableRequired: 'Pour commander, scannez le QR code posé sur votre table.',
  tableCodeInvalid: "Ce QR code n'est plus valable, demandez-en un au personnel.",
  unavailable: 'Ces plats ne sont plus disponibles et ont été retirés de votre panier : {names}.',
  unavailableUnknown:
    'Certains plats ne sont plus disponibles. Rechargez la page pour voir le menu à jour.',
  pricesChanged:
    'Les prix ont changé (fin d’une offre) : votre panier affiche les prix actuels. Vérifiez le total, puis renvoyez la commande.',
  network: 'Connexion impossible. Votre panier est conservé : réessayez.',
  tooMany: 'Trop de commandes en peu de temps. Patientez un instant, puis réessayez.',
  notTaking: 'Ce restaurant ne prend pas de commandes en ligne.',
  failed: 'La commande n’a pas pu être envoyée. Réessayez.',
  orderNumber: 'n° {n}',
  pending: 'En attente',
  preparing: 'En préparation',
  ready: 'Prêt !',
  cancelled: 'Commande annulée',
  awaitingValidation: 'En attente de validation',
  refused: 'Commande refusée : {reason}',
  refusalSoldOut: 'Plat épuisé',
  refusalKitchenClosed: 'Cuisine fermée',
  refusalNotRecognized: 'Commande non reconnue',
  refusalTooBusy: 'Trop de commandes en cours',
  changedByStaff: 'Modifiée par le personnel',
  readyNotification: 'Votre commande est prête !',
  hide: 'Masquer',
  close: 'Fermer',
};

export const EN_CART: CartStrings = {
  openCart: 'View cart ({n})',
  title: 'Your order',
  add: 'Add',
  addLabel: 'Add {name} to cart',
  added: '{name} added to cart',
  increase: 'Increase quantity of {name}',
  decrease: 'Decrease quantity of {name}',
  remove: 'Remove',
  removeLabel: 'Remove {name} from cart',
  quantity: '{name}: {n}',
  note: 'Note (optional)',
  notePlaceholder: 'e.g. no onions',
  empty: 'Your cart is empty.',
  total: 'Total',
  payment: 'Online payment – Coming soon',
  send: 'Send order',
  sending: 'Sending…',
  sent: 'Order sent',
  table: 'Table {table}',
  noTable: 'Takeaway / no table',
  orderingClosed: 'Ordering is closed at the moment.',
  tableRequired: 'To order, scan the QR code on your table.',
  tableCodeInvalid: 'This QR code is no longer valid, please ask the staff for a new one.',
  unavailable: 'These dishes are no longer available and were removed from your cart: {names}.',
  unavailableUnknown:
    'Some dishes are no longer available. Reload the page to see the current menu.',
  pricesChanged:
    'Prices have changed (an offer ended): your cart now shows the current prices. Check the total, then send the order again.',
  network: 'No connection. Your cart is kept: please try again.',
  tooMany: 'Too many orders in a short time. Please wait a moment and try again.',
  notTaking: 'This restaurant does not take online orders.',
  failed: 'The order could not be sent. Please try again.',
  orderNumber: 'No. {n}',
  pending: 'Pending',
  preparing: 'Preparing',
  ready: 'Ready!',
  cancelled: 'Order cancelled',
  awaitingValidation: 'Waiting for confirmation',
  refused: 'Order declined: {reason}',
  refusalSoldOut: 'Dish sold out',
  refusalKitchenClosed: 'Kitchen closed',
  refusalNotRecognized: 'Order not recognised',
  refusalTooBusy: 'Too many orders right now',
  changedByStaff: 'Changed by the staff',
  readyNotification: 'Your order is ready!',
  hide: 'Hide',
  close: 'Close',
};

export const CART_STRINGS: Readonly<Record<Language, CartStrings>> = {
  fr: FR_CART,
  en: EN_CART,
  es: ES_CART,
  zh: ZH_CART,
  it: IT_CART,
};

/** Which string names each refusal reason on the pill (domain/orders/staff-order-rules.ts). */
export const REFUSAL_STRING_KEYS = {
  sold_out: 'refusalSoldOut',
  kitchen_closed: 'refusalKitchenClosed',
  not_recognized: 'refusalNotRecognized',
  too_busy: 'refusalTooBusy',
} as const satisfies Record<RefusalReason, keyof CartStrings>;
