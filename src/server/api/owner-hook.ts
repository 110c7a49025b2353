import type { FastifyInstance } from 'fastify';
import { can, type Permission, TEAM_MESSAGES } from '../../domain/team/roles';
import type { AccessResolver } from '../auth/require-owner';
import { AppError } from '../http/app-error';
import type { Actor, Owner } from '../owner-state/owner';

declare module 'fastify' {
  interface FastifyRequest {
    /** The restaurant acted for: set once by the /api/v1 scope for every route not marked public. */
    owner: Owner;
    /** Who acts (the owner, a member, a device): set with `owner`, recorded on what they do. */
    actor: Actor;
  }
  interface FastifyContextConfig {
    /** true for a route anyone may call (diners, vendors): no session is looked up. */
    isPublic?: boolean;
    /** What the signed-in member needs for this route (domain/team/roles.ts): required. */
    permission?: Permission;
    /**
     * true: a request without a session or a device still reaches the route, with
     * `request.owner` null (`GET /api/v1/me` answers null, as Better Auth's get-session does:
     * a signed-out visitor's browser logs no 401).
     */
    allowsSignedOut?: boolean;
  }
}

/**
 * Authentication and permissions for a whole scope: every route answers 401 without a session
 * or a paired device unless it says `config: { isPublic: true }`, and 403 with a French message
 * when the actor's role lacks the route's `config.permission`. A route that is neither public nor
 * names a permission stops the server at start: no owner route can forget its check.
 * Runs at onRequest, before any body is read.
 */
export type OwnerRoute = { method: string; url: string; permission: Permission | null };

export function registerOwnerHook(
  scope: FastifyInstance,
  resolveAccess: AccessResolver,
  routes: OwnerRoute[] = [],
) {
  scope.decorateRequest('owner', null as unknown as Owner);
  scope.decorateRequest('actor', null as unknown as Actor);
  scope.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { isPublic?: boolean; permission?: Permission };
    if (route.method === 'HEAD') return;
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, permission: config.permission ?? null });
    }
    if (config.isPublic || config.permission) return;
    throw new Error(`${route.method} ${route.url} names no permission (config.permission)`);
  });
  scope.addHook('onRequest', async (request) => {
    const { config } = request.routeOptions;
    if (request.is404 || config.isPublic) return;
    const access = await resolveAccess(request);
    if (!access && config.allowsSignedOut) return;
    if (!access) throw new AppError('UNAUTHENTICATED', 'Vous devez être connecté.');
    request.owner = access.owner;
    request.actor = access.actor;
    if (!config.permission || !can(access.actor.role, config.permission)) {
      throw new AppError('FORBIDDEN', TEAM_MESSAGES.forbidden);
    }
  });
  // An owner's data is for that owner's browser only: never kept by a cache along the way.
  // Nor is a public answer that says nothing (a placed order carries its status token): an
  // /api/v1 answer is cached only when its route says so (the OpenAPI document).
  scope.addHook('onSend', async (request, reply) => {
    if (request.owner || !reply.hasHeader('Cache-Control'))
      reply.header('Cache-Control', 'no-store');
  });
}
