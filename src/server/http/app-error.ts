/**
 * The one error type of the application (ARCHITECTURE.md §3.2). Services throw it with a code;
 * only the route layer (error-handler.ts) turns it into an HTTP status.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  PRECONDITION_REQUIRED: 428,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** French, shown to the user as is. */
    message: string,
    /** The offending field, for validation errors (e.g. `categories.0.items.2.price`). */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export type ErrorBody = { error: { code: ErrorCode; message: string; field?: string } };
