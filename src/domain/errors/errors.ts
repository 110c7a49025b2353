import { z } from 'zod';

/**
 * The one error vocabulary of the product (ARCHITECTURE.md §3.2), shared by the server (which
 * answers with it) and the browsers (which read it). Every message here is shown to owners as
 * is: French, short, and saying what to do next.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION: 422,
  PRECONDITION_REQUIRED: 428,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const DEFAULT_ERROR_MESSAGES: Record<ErrorCode, string> = {
  BAD_REQUEST: 'Requête invalide.',
  UNAUTHENTICATED: 'Vous devez être connecté.',
  FORBIDDEN: 'Action non autorisée.',
  NOT_FOUND: 'Ressource introuvable.',
  CONFLICT: 'Conflit avec l’état actuel de la ressource.',
  PAYLOAD_TOO_LARGE: 'Les données envoyées sont trop volumineuses.',
  UNSUPPORTED_MEDIA_TYPE: 'Format de données non pris en charge : envoyez du JSON.',
  VALIDATION: 'Les données envoyées sont invalides.',
  PRECONDITION_REQUIRED: 'La version modifiée doit être indiquée (en-tête If-Match).',
  RATE_LIMITED: 'Trop de tentatives. Veuillez réessayer dans quelques instants.',
  INTERNAL: 'Une erreur est survenue. Veuillez réessayer.',
  UNAVAILABLE: 'Le service est momentanément indisponible. Veuillez réessayer.',
};

/** The code that answers a given HTTP status (for errors that arrive as a bare status). */
export function errorCodeForStatus(status: number): ErrorCode {
  const match = (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).find(
    ([, candidate]) => candidate === status,
  );
  if (match) return match[0];
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

/**
 * The JSON envelope of every error answered by /api/v1 and /api/auth:
 * `{ "error": { "code", "message", "field"?, "fields"?, "reason"? } }`.
 * `field` names the first offending field of a 422, `fields` all of them (path → message);
 * `reason` is a finer machine-readable cause that a screen may react to (e.g. the account's
 * address is not confirmed yet); `retryAfter` (429 only) the seconds to wait.
 */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    field: z.string().optional(),
    fields: z.record(z.string(), z.string()).optional(),
    reason: z.string().optional(),
    /** A 429's wait in seconds, as its `Retry-After` header says. */
    retryAfter: z.number().int().positive().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
export type ErrorDetails = Omit<ErrorBody['error'], 'code' | 'message'>;

/** Finer causes carried in `reason`, for the screens that react to them. */
export const ERROR_REASONS = {
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  invalidPassword: 'INVALID_PASSWORD',
  invalidToken: 'INVALID_TOKEN',
  csrf: 'CSRF',
} as const;

/** Messages the browsers write themselves, when no answer came from the server. */
export const CLIENT_MESSAGES = {
  offline: 'Connexion impossible. Vérifiez votre réseau, puis réessayez.',
  unexpected: 'Une erreur est survenue. Veuillez réessayer.',
} as const;

/** Messages the server writes for refusals that are not a feature's own. */
export const HTTP_MESSAGES = {
  csrf: 'Requête refusée : origine non autorisée.',
  writeLimit: 'Trop de requêtes. Veuillez patienter une minute.',
  invalidJson: 'Le corps de la requête n’est pas un JSON valide.',
  emptyJson: 'Le corps de la requête est vide.',
  tooDeep: 'Le corps de la requête est trop imbriqué.',
  routeNotFound: 'Adresse d’API inconnue.',
  unstorableText:
    'Ce texte contient un caractère invalide (caractère nul ou Unicode incomplet) : retirez-le, puis réessayez.',
  malformedUrl: 'L’adresse demandée est mal encodée.',
  tooManyStreams:
    'Trop de connexions en direct sont ouvertes depuis cet appareil ou ce réseau. Fermez quelques onglets, puis réessayez.',
  foreignHost: (origin: string) =>
    `Cette adresse n’est pas servie par ce serveur. Le service est à l’adresse ${origin}.`,
} as const;
