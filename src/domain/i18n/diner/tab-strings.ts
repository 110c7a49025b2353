import type { Language } from '../languages';
import { ES_TAB, IT_TAB, ZH_TAB } from './tab-strings-es-it-zh';

/**
 * "L'addition" on the diner's phone (issue 23 §1, §3): the table's tab, how to split it, the
 * tip and the payment, in the five reading languages. Like the cart's, the page carries the
 * strings of its own language (a data attribute of the tab's mount point), so the tab script
 * holds none. Templates use `{name}` placeholders, filled by the script.
 */
export type TabStrings = {
  /** The button that opens the panel. */
  open: string;
  /** The panel's title; `{table}`: "Table 4". */
  title: string;
  close: string;
  loading: string;
  loadError: string;
  retry: string;
  empty: string;
  /** The first round of orders ("1ʳᵉ commande"), then the others; `{n}`. */
  roundFirst: string;
  round: string;
  /** A line fully paid. */
  paid: string;
  /** `{amount}`: the part of a line paid so far. */
  paidPart: string;
  /** `{amount}`: what payers now in Checkout hold of a line (or of the tab). */
  reserved: string;
  /** The tab's total held by payers in Checkout. */
  reservedTotal: string;
  total: string;
  paidTotal: string;
  /** What the restaurant refunded of the payments. */
  refundedTotal: string;
  remaining: string;
  /** Nothing left to pay, but payers are still in Checkout. */
  allTaken: string;
  /** The restaurant takes no payment at the table. */
  payAtCounter: string;
  /** "À la commande": the order just sent reaches the kitchen once paid. */
  payOrderFirst: string;
  howToPay: string;
  all: string;
  /** `{n}`: the people sharing what remains (issue 41 §1). */
  equal: string;
  /** An equal split in course: `{taken}` of `{parts}` have paid or are paying. */
  equalRound: string;
  lines: string;
  amount: string;
  people: string;
  fewer: string;
  more: string;
  /** `{amount}` */
  yourShare: string;
  chooseLines: string;
  /** A line not shared. */
  forMe: string;
  /** `{n}` payers share the line. */
  sharedBy: string;
  /** The share selector's label; `{name}`: the line. */
  shareLabel: string;
  amountLabel: string;
  tip: string;
  tipNone: string;
  /** `{percent}` */
  tipPercent: string;
  tipOther: string;
  tipAmountLabel: string;
  email: string;
  noFees: string;
  /** `{amount}`: the share and the tip. */
  pay: string;
  /** The same button before the amount is known. */
  payPlain: string;
  paying: string;
  /** Someone else paid or reserved part of it: the tab on screen is now the current one. */
  conflict: string;
  network: string;
  unavailable: string;
  failed: string;
  /** A dish's VAT rate is unknown (the server's French message names it, shown beside). */
  vatRateMissing: string;
  invalidEmail: string;
  invalidAmount: string;
  /** `{amount}`: what can still be paid. */
  amountTooHigh: string;
  tipTooHigh: string;
  noLine: string;
  /** In the cart, instead of "Paiement en ligne – Bientôt disponible", when payments are on. */
  cartPointer: string;
};

export const FR_TAB: TabStrings = {
  open: 'L’addition',
  title: 'L’addition · {table}',
  close: 'Fermer',
  loading: 'Chargement de l’addition…',
  loadError: 'Impossible d’afficher l’addition. Vérifiez votre connexion.',
  retry: 'Réessayer',
  empty: 'Rien à régler pour le moment',
  roundFirst: '1ʳᵉ commande',
  round: '{n}ᵉ commande',
  paid: 'Réglé',
  paidPart: 'Réglé : {amount}',
  reserved: 'En cours de paiement : {amount}',
  reservedTotal: 'En cours de paiement',
  total: 'Total',
  paidTotal: 'Payé',
  refundedTotal: 'Remboursé',
  remaining: 'Reste à payer',
  allTaken: 'Tout est réglé ou en cours de paiement.',
  payAtCounter: 'Pour régler, adressez-vous au personnel.',
  payOrderFirst:
    'Réglez votre commande pour qu’elle parte en cuisine : ses lignes sont cochées ci-dessous.',
  howToPay: 'Comment payer ?',
  all: 'Tout payer',
  equal: 'Partager le reste entre {n} personnes',
  equalRound:
    'Partage en cours entre {parts} personnes : {taken} sur {parts} ont payé ou paient leur part.',
  lines: 'Je paie ce que j’ai pris',
  amount: 'Un autre montant',
  people: 'Nombre de personnes',
  fewer: 'Une personne de moins',
  more: 'Une personne de plus',
  yourShare: 'Votre part : {amount}',
  chooseLines: 'Cochez ce que vous avez pris',
  forMe: 'Pour moi',
  sharedBy: 'À partager entre {n}',
  shareLabel: 'Partage : {name}',
  amountLabel: 'Montant (€)',
  tip: 'Pourboire (facultatif)',
  tipNone: 'Sans pourboire',
  tipPercent: '{percent} %',
  tipOther: 'Autre montant',
  tipAmountLabel: 'Pourboire (€)',
  email: 'E-mail pour recevoir le reçu (facultatif)',
  noFees: 'Aucun frais supplémentaire',
  pay: 'Payer {amount}',
  payPlain: 'Payer',
  paying: 'Redirection vers le paiement…',
  conflict:
    'Une partie de ce montant vient d’être réglée ou est en cours de paiement par quelqu’un d’autre. L’addition est à jour : vérifiez votre choix, puis réessayez.',
  network: 'Connexion impossible. Votre choix est conservé : réessayez.',
  unavailable:
    'Le paiement en ligne est momentanément indisponible. Réessayez dans un instant ou réglez en caisse.',
  failed: 'Le paiement n’a pas pu être préparé. Réessayez.',
  vatRateMissing:
    'Le taux de TVA d’un plat n’est pas renseigné : le paiement ne peut pas être enregistré. Demandez au personnel.',
  invalidEmail: 'Adresse e-mail invalide.',
  invalidAmount: 'Indiquez un montant, par exemple 12,50.',
  amountTooHigh: 'Ce montant dépasse ce qu’il reste à payer ({amount}).',
  tipTooHigh: 'Le pourboire ne peut pas dépasser le montant réglé.',
  noLine: 'Cochez au moins une ligne.',
  cartPointer: 'Payez depuis l’addition, quand vous voulez',
};

export const EN_TAB: TabStrings = {
  open: 'The bill',
  title: 'The bill · {table}',
  close: 'Close',
  loading: 'Loading the bill…',
  loadError: 'The bill cannot be shown. Check your connection.',
  retry: 'Try again',
  empty: 'Nothing to pay for now',
  roundFirst: 'Round 1',
  round: 'Round {n}',
  paid: 'Paid',
  paidPart: 'Paid: {amount}',
  reserved: 'Payment in progress: {amount}',
  reservedTotal: 'Payment in progress',
  total: 'Total',
  paidTotal: 'Paid',
  refundedTotal: 'Refunded',
  remaining: 'Left to pay',
  allTaken: 'Everything is paid or being paid.',
  payAtCounter: 'To pay, please ask the staff.',
  payOrderFirst: 'Pay for your order to send it to the kitchen: its lines are ticked below.',
  howToPay: 'How do you want to pay?',
  all: 'Pay everything',
  equal: 'Split the rest between {n} people',
  equalRound:
    'Split in progress between {parts} people: {taken} of {parts} have paid or are paying.',
  lines: 'I pay for what I had',
  amount: 'Another amount',
  people: 'Number of people',
  fewer: 'One person fewer',
  more: 'One person more',
  yourShare: 'Your share: {amount}',
  chooseLines: 'Tick what you had',
  forMe: 'Just mine',
  sharedBy: 'Shared by {n}',
  shareLabel: 'Sharing: {name}',
  amountLabel: 'Amount (€)',
  tip: 'Tip (optional)',
  tipNone: 'No tip',
  tipPercent: '{percent}%',
  tipOther: 'Other amount',
  tipAmountLabel: 'Tip (€)',
  email: 'E-mail for the receipt (optional)',
  noFees: 'No extra fees',
  pay: 'Pay {amount}',
  payPlain: 'Pay',
  paying: 'Going to the payment…',
  conflict:
    'Part of this amount has just been paid, or is being paid, by someone else. The bill is up to date: check your choice, then try again.',
  network: 'No connection. Your choice is kept: please try again.',
  unavailable:
    'Online payment is unavailable for a moment. Try again shortly or pay at the counter.',
  failed: 'The payment could not be prepared. Please try again.',
  vatRateMissing:
    'A dish has no VAT rate set: the payment cannot be recorded. Please ask the staff.',
  invalidEmail: 'Invalid e-mail address.',
  invalidAmount: 'Enter an amount, for example 12.50.',
  amountTooHigh: 'This is more than what is left to pay ({amount}).',
  tipTooHigh: 'The tip cannot be more than the amount paid.',
  noLine: 'Tick at least one line.',
  cartPointer: 'Pay from the bill, whenever you like',
};

export const TAB_STRINGS: Readonly<Record<Language, TabStrings>> = {
  fr: FR_TAB,
  en: EN_TAB,
  es: ES_TAB,
  zh: ZH_TAB,
  it: IT_TAB,
};
