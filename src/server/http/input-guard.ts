import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '../../domain/errors/errors';
import { findUnstorableText } from '../../domain/text/storable-text';
import { AppError } from './app-error';

/**
 * One check of every request's parsed input, before any route validates or reads it
 * (issue 21 §6): text PostgreSQL cannot store (NUL, lone surrogates) in a path parameter, a
 * query value or the JSON body is refused with a 422 naming the field, and a query string that
 * is not valid percent-encoded UTF-8 with a 400 — on both engines, so SQLite and PostgreSQL
 * answer alike and no id reaches a query it would break. /api/auth bodies are parsed by their
 * scope (auth-routes.ts) before this hook too. Outside /api (diner pages), such an address
 * names nothing: the 404 page answers.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    const problem = inputProblem(request);
    if (!problem) return;
    if (!request.url.startsWith('/api/')) return reply.callNotFound();
    throw problem;
  });
}

function inputProblem(request: FastifyRequest): AppError | null {
  const search = request.url.indexOf('?');
  if (search >= 0 && !isDecodable(request.url.slice(search + 1))) {
    return new AppError('BAD_REQUEST', HTTP_MESSAGES.malformedUrl);
  }
  // Params and query are copied into plain objects (the router's have their own prototypes).
  const parts = [{ ...(request.params as object) }, { ...(request.query as object) }, request.body];
  for (const part of parts) {
    const field = findUnstorableText(part);
    if (field !== null) {
      // A wildcard route's path (`/api/auth/*`) is the field `path`.
      const named = field === '*' ? 'path' : field || '(body)';
      return new AppError('VALIDATION', HTTP_MESSAGES.unstorableText, { field: named });
    }
  }
  return null;
}

function isDecodable(query: string): boolean {
  try {
    decodeURIComponent(query.replaceAll('+', ' '));
    return true;
  } catch {
    return false;
  }
}
