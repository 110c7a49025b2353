import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import type { Auth } from './auth';

export type Owner = { id: string; email: string; restaurantName: string };

/** The signed-in owner of this request, or null. */
export async function getOwner(auth: Auth, request: FastifyRequest): Promise<Owner | null> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const { id, email, restaurantName } = session.user;
  return { id, email, restaurantName };
}

/** Route guard: the signed-in owner, or a 401 with a French message. */
export async function requireOwner(auth: Auth, request: FastifyRequest): Promise<Owner> {
  const owner = await getOwner(auth, request);
  if (!owner) throw new AppError('UNAUTHENTICATED', 'Vous devez être connecté.');
  return owner;
}
