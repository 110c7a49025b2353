import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERROR_STATUS, type ErrorBody, type ErrorCode } from './app-error';

const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  BAD_REQUEST: 'Requête invalide.',
  UNAUTHENTICATED: 'Vous devez être connecté.',
  FORBIDDEN: 'Action non autorisée.',
  NOT_FOUND: 'Ressource introuvable.',
  CONFLICT: 'Conflit avec l’état actuel de la ressource.',
  PAYLOAD_TOO_LARGE: 'Les données envoyées sont trop volumineuses.',
  PRECONDITION_REQUIRED: 'La version modifiée doit être indiquée (en-tête If-Match).',
  UNSUPPORTED_MEDIA_TYPE: 'Format de données non pris en charge.',
  VALIDATION: 'Les données envoyées sont invalides.',
  RATE_LIMITED: 'Trop de tentatives. Veuillez réessayer dans quelques instants.',
  INTERNAL: 'Une erreur est survenue. Veuillez réessayer.',
};

/** Fastify's own error codes that reach us for bad input, mapped to our codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
};

const FASTIFY_MESSAGES: Partial<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Le corps de la requête n’est pas un JSON valide.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Le corps de la requête est vide.',
};

export function toErrorBody(code: ErrorCode, message?: string, field?: string): ErrorBody {
  return { error: { code, message: message ?? DEFAULT_MESSAGES[code], ...(field && { field }) } };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(ERROR_STATUS[error.code])
        .send(toErrorBody(error.code, error.message, error.field));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A well-formed request whose content breaks a rule: 422 for the body, 400 elsewhere.
      const [issue] = error.validation;
      const isBody = error.validationContext === 'body';
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const code = isBody ? 'VALIDATION' : 'BAD_REQUEST';
      return reply.status(ERROR_STATUS[code]).send(toErrorBody(code, issue?.message, field));
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) {
      return reply
        .status(ERROR_STATUS[mapped])
        .send(toErrorBody(mapped, error.code ? FASTIFY_MESSAGES[error.code] : undefined));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(toErrorBody('RATE_LIMITED'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(400).send(toErrorBody('BAD_REQUEST'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(toErrorBody('INTERNAL'));
  });
}
