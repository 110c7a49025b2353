import type { Plan } from '../plans/plans';

/**
 * Premium billing (spec part 1 §1, §2 "Subscription card", §4, §8): the subscription states
 * Stripe reports, the one rule that turns them into a plan, and the API's answer.
 */

/** Stripe's subscription statuses (Subscription.Status). */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * After a failed renewal (`past_due`) the owner keeps Premium this long while Stripe retries the
 * card and the owner is asked by mail to update it; then the plan goes back to free until a
 * payment succeeds. Shorter than Stripe's default retry schedule, on purpose: a restaurant
 * should not get weeks of Premium for free, but a card expiring on a Sunday must not switch
 * its menus off on Monday.
 */
export const GRACE_PERIOD_DAYS = 7;
const GRACE_PERIOD_MS = GRACE_PERIOD_DAYS * 24 * 60 * 60 * 1000;

/** A subscription that has not ended: a second checkout would create a second one. */
export const isLiveStatus = (status: SubscriptionStatus) =>
  status !== 'canceled' && status !== 'incomplete_expired' && status !== 'incomplete';

export type SubscriptionState = {
  status: SubscriptionStatus;
  /** When the subscription entered `past_due` (ISO), null otherwise. */
  pastDueSince: string | null;
};

/** The end of the grace period of a `past_due` subscription, null in any other state. */
export function graceEndsAt(state: SubscriptionState): Date | null {
  if (state.status !== 'past_due' || !state.pastDueSince) return null;
  return new Date(Date.parse(state.pastDueSince) + GRACE_PERIOD_MS);
}

/** Whether one subscription grants Premium now. */
export function grantsPremium(state: SubscriptionState, now: Date): boolean {
  if (state.status === 'active' || state.status === 'trialing') return true;
  const graceEnd = graceEndsAt(state);
  return graceEnd !== null && now < graceEnd;
}

/**
 * The plan an owner's subscriptions give, the one place where it is decided: `active` and
 * `trialing` → premium; `past_due` → premium until the grace period ends; every other status
 * (`canceled`, `unpaid`, `incomplete_expired`, `incomplete`, `paused`) → free. One live
 * subscription is enough (an old canceled one does not count against a new one).
 */
export function derivePlan(states: readonly SubscriptionState[], now: Date): Plan {
  return states.some((state) => grantsPremium(state, now)) ? 'premium' : 'free';
}

export type { CheckoutMode, SubscriptionSummary } from './subscription-schema';

/** Where Stripe sends the owner back (spec §2: `subscription=success|cancel|updated`). */
export const SUBSCRIPTION_RETURNS = ['success', 'cancel', 'updated'] as const;
export type SubscriptionReturn = (typeof SUBSCRIPTION_RETURNS)[number];
export const settingsReturnPath = (result: SubscriptionReturn) =>
  `/dashboard/settings?subscription=${result}`;

export const BILLING_REASONS = { notConfigured: 'BILLING_NOT_CONFIGURED' } as const;

/** Spec §6 and §8, word for word where the spec gives the words. */
export const BILLING_MESSAGES = {
  processing: 'Traitement en cours...',
  activating: 'Activation en cours…',
  activationSlow:
    'Votre paiement est bien reçu ; l’activation prend un peu plus de temps que prévu. Actualisez la page dans quelques instants.',
  loginToSubscribe: 'Vous devez être connecté pour souscrire à un abonnement',
  loginToManage: 'Vous devez être connecté pour gérer votre abonnement',
  unauthenticated: 'Non authentifié',
  errorPrefix: 'Erreur: ',
  checkoutFailed: 'Erreur lors de la redirection vers le paiement',
  checkoutNoUrl: 'URL de checkout non reçue',
  redirectFailedPrefix: 'Erreur lors de la redirection : ',
  checkFailed: "Erreur lors de la vérification de l'abonnement",
  portalFailed: 'Erreur lors de la redirection vers le portail client',
  portalNoData: 'Aucune donnée reçue du portail client',
  portalNoUrl: 'URL du portail client non reçue',
  portalConfiguration:
    'Erreur de configuration du prestataire de paiement (Stripe). Veuillez contacter le support.',
  general: "Erreur lors de la gestion de l'abonnement, veuillez réessayer.",
  returnSuccess: 'Votre abonnement a été souscrit avec succès !',
  returnCancel: "L'opération d'abonnement a été annulée",
  returnCancelDetail: "Aucun changement n'a été effectué sur votre compte.",
  returnUpdated: 'Votre abonnement a été mis à jour avec succès',
  notConfigured:
    'Le paiement en ligne n’est pas configuré sur ce serveur (configuration Stripe absente). Contactez le support pour passer à Premium.',
  portalNotConfigured:
    'Le portail client Stripe n’est pas configuré (configuration manquante). Contactez le support.',
  noCustomer: 'Aucun abonnement à gérer : passez d’abord à Premium.',
  invalidSignature: 'Signature du webhook invalide.',
  invalidEvent: 'Événement du webhook mal formé.',
  deletionBlocked:
    'Votre abonnement n’a pas pu être résilié : votre compte n’a pas été supprimé. Réessayez dans quelques instants.',
} as const;
