import { CLIENT_MESSAGES, type ErrorBody } from '../../domain/errors/errors';

/**
 * The one error the owner app's clients throw (api.ts for /api/v1, auth-client.ts for
 * /api/auth): both servers answer the same envelope (src/domain/errors), whose message is
 * French and ready to show.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached (offline). */
    readonly status: number,
    readonly code?: string,
    /** The offending field for 422 answers, e.g. `categories.0.items.2.price`. */
    readonly field?: string,
    /** A finer cause a screen reacts to (ERROR_REASONS), e.g. an unconfirmed address. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isOffline() {
    return this.status === 0;
  }
}

/** The envelope's content, or null when a body is not one (a proxy's HTML page, nothing). */
export function readErrorBody(payload: unknown): ErrorBody['error'] | null {
  const error = (payload as Partial<ErrorBody> | null | undefined)?.error;
  return error && typeof error === 'object' && typeof error.message === 'string' ? error : null;
}

/** An ApiError from a failed answer's status and parsed body. */
export function toApiError(status: number, payload: unknown): ApiError {
  const error = readErrorBody(payload);
  return new ApiError(
    error?.message ?? CLIENT_MESSAGES.unexpected,
    status,
    error?.code,
    error?.field,
    error?.reason,
  );
}

export const offlineError = () => new ApiError(CLIENT_MESSAGES.offline, 0);
