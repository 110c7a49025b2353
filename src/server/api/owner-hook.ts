import type { FastifyInstance } from 'fastify';
import type { Permission } from '../../domain/team/roles';
import type { AuthLoader } from '../auth/auth-loader';
import { requireOwner } from '../auth/require-owner';
import type { Actor, Owner } from '../owner-state/owner';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in owner: set once by the /api/v1 scope for every route not marked public. */
    owner: Owner;
    /** Who acts (the owner, a member, a device): set with `owner`, recorded on what they do. */
    actor: Actor;
  }
  interface FastifyContextConfig {
    /** true for a route anyone may call (diners, vendors): no session is looked up. */
    isPublic?: boolean;
    /** What a signed-in member needs for this route (domain/team/roles.ts). */
    permission?: Permission;
  }
}

/**
 * Authentication for a whole scope: every route answers 401 without a session unless it says
 * `config: { isPublic: true }`. Runs at onRequest, before any body is read.
 */
export function registerOwnerHook(scope: FastifyInstance, loadAuth: AuthLoader) {
  scope.decorateRequest('owner', null as unknown as Owner);
  scope.decorateRequest('actor', null as unknown as Actor);
  scope.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.isPublic) return;
    request.owner = await requireOwner(loadAuth, request);
    request.actor = {
      id: request.owner.id,
      name: request.owner.restaurantName,
      role: 'owner',
      kind: 'user',
    };
  });
  // An owner's data is for that owner's browser only: never kept by a cache along the way.
  // Nor is a public answer that says nothing (a placed order carries its status token): an
  // /api/v1 answer is cached only when its route says so (the OpenAPI document).
  scope.addHook('onSend', async (request, reply) => {
    if (request.owner || !reply.hasHeader('Cache-Control'))
      reply.header('Cache-Control', 'no-store');
  });
}
