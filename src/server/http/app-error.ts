import {
  DEFAULT_ERROR_MESSAGES,
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
  type ErrorDetails,
} from '../../domain/errors/errors';

export type { ErrorBody, ErrorCode } from '../../domain/errors/errors';
export { ERROR_STATUS } from '../../domain/errors/errors';

/**
 * The one error type of the application (ARCHITECTURE.md §3.2). Services throw it with a code
 * and a French message for the user; `internal` is for the logs only and never leaves the
 * server. Only the error handler (error-handler.ts) turns it into an HTTP answer.
 */
export class AppError extends Error {
  readonly details: ErrorDetails;
  readonly internal: string | undefined;

  constructor(
    readonly code: ErrorCode,
    /** French, shown to the user as is. Defaults to the code's generic message. */
    message: string = DEFAULT_ERROR_MESSAGES[code],
    /** The offending field (`categories.0.items.2.price`) or the envelope's other details. */
    details: string | ErrorDetails = {},
    internal?: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.details = typeof details === 'string' ? { field: details } : details;
    this.internal = internal;
  }

  /**
   * Says when to retry, rounded up to a whole second: a 429's `Retry-After` header and the
   * envelope's `retryAfter` (60 when a limit does not know its window's end).
   */
  withRetryAfter(seconds: number): this {
    this.details.retryAfter = Math.max(1, Math.ceil(seconds));
    return this;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  get field(): string | undefined {
    return this.details.field;
  }

  toBody(): ErrorBody {
    return toErrorBody(this.code, this.message, this.details);
  }
}

/** The error envelope, with the code's generic French message when none is given. */
export function toErrorBody(
  code: ErrorCode,
  message?: string,
  details: ErrorDetails = {},
): ErrorBody {
  const defined = Object.fromEntries(
    Object.entries(details).filter(([, value]) => value !== undefined),
  );
  return { error: { code, message: message ?? DEFAULT_ERROR_MESSAGES[code], ...defined } };
}
