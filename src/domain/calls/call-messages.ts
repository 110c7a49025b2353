import type { CallKind } from './call-rules';

/** The French copy of table calls: the board's labels and the owner API's refusals. */
export const CALL_MESSAGES = {
  notFound: 'Appel introuvable.',
  tableNotFound: 'Cette table est introuvable : son QR code a peut-être changé.',
  expired: 'Cet appel n’attend plus : il s’est fermé tout seul après 15 minutes sans réponse.',
} as const;

/** What the board says a table asks for. */
export const CALL_KIND_LABELS: Record<CallKind, string> = {
  waiter: 'Appelle un serveur',
  bill: 'Demande l’addition',
};
