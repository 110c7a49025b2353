import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorCode, HTTP_MESSAGES } from '../../domain/errors/errors';
import { AppError, ERROR_STATUS, toErrorBody } from './app-error';

/** Fastify's own error codes that reach us for bad input, mapped to our codes. */
const FASTIFY_CODES: Record<string, [ErrorCode, string?]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['BAD_REQUEST', HTTP_MESSAGES.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['BAD_REQUEST', HTTP_MESSAGES.emptyJson],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['BAD_REQUEST'],
  FST_ERR_CTP_INVALID_TYPE: ['BAD_REQUEST'],
};

/** Sends the error envelope (the one place that writes it besides AppError.toBody). */
export function sendError(reply: FastifyReply, error: AppError) {
  if (error.code === 'RATE_LIMITED' && !reply.hasHeader('Retry-After')) {
    // The limit's own wait when it knows it (its window's end), else a minute.
    reply.header('Retry-After', String(error.details.retryAfter ?? 60));
  }
  return reply.status(error.status).send(error.toBody());
}

/**
 * Every error of every route ends here and leaves as the one JSON envelope
 * (`{ error: { code, message, field?, fields?, reason? } }`, src/domain/errors).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.internal) request.log.info({ detail: error.internal }, error.message);
      return sendError(reply, error);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A well-formed request whose content breaks a rule: 422 for the body, 400 elsewhere.
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        fields[path || '(body)'] ??= issue.message ?? '';
      }
      const [first] = error.validation;
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const code = error.validationContext === 'body' ? 'VALIDATION' : 'BAD_REQUEST';
      return sendError(reply, new AppError(code, first?.message, { field, fields }));
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return sendError(reply, new AppError(mapped[0], mapped[1]));
    if (error instanceof RangeError) {
      // A body nested deep enough to exhaust the stack while being handled.
      return sendError(reply, new AppError('BAD_REQUEST', HTTP_MESSAGES.tooDeep));
    }
    const status = error.statusCode;
    if (status === 429) return sendError(reply, new AppError('RATE_LIMITED'));
    if (status === 413) return sendError(reply, new AppError('PAYLOAD_TOO_LARGE'));
    if (status === 415) return sendError(reply, new AppError('UNSUPPORTED_MEDIA_TYPE'));
    if (status && status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(reply, new AppError('BAD_REQUEST'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(ERROR_STATUS.INTERNAL).send(toErrorBody('INTERNAL'));
  });
}
