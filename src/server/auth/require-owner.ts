import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import type { Owner } from '../owner-state/owner';
import { hasSessionCookie, toFetchHeaders } from './auth-bridge';
import type { AuthLoader } from './auth-loader';

/** The signed-in owner of this request, or null. */
export async function getOwner(
  loadAuth: AuthLoader,
  request: FastifyRequest,
): Promise<Owner | null> {
  if (!hasSessionCookie(request.headers)) return null;
  const auth = await loadAuth();
  const session = await auth.api.getSession({ headers: toFetchHeaders(request.headers) });
  if (!session) return null;
  const { id, email, restaurantName } = session.user;
  return { id, email, restaurantName };
}

/** Route guard: the signed-in owner, or a 401 with a French message. */
export async function requireOwner(loadAuth: AuthLoader, request: FastifyRequest): Promise<Owner> {
  const owner = await getOwner(loadAuth, request);
  if (!owner) throw new AppError('UNAUTHENTICATED', 'Vous devez être connecté.');
  return owner;
}
