import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { Permission } from '../../domain/team/roles';

/**
 * GET one thing the signed-in owner has, named by its path: the params parsed by zod, the
 * answer checked against `response` (200). The service is handed the owner's id and answers
 * 404 for another owner's ids (ARCHITECTURE.md §3.4). Paths are relative to the scope (/api/v1).
 */
export function getOwned<Params extends z.ZodObject, Response extends z.ZodType>(
  api: FastifyInstance,
  path: string,
  schema: {
    permission: Permission;
    tags: string[];
    summary: string;
    params: Params;
    response: Response;
  },
  read: (input: { ownerId: string; params: z.infer<Params> }) => Promise<z.infer<Response>>,
) {
  const { response, permission, ...rest } = schema;
  // Compiled by the app's zod validator and serializer; `read` is typed by the schemas here,
  // which Fastify's type provider cannot do for schemas that are type parameters.
  const routeSchema: FastifySchema = { ...rest, response: { 200: response } };
  api.get(path, { config: { permission }, schema: routeSchema }, async (request) =>
    read({ ownerId: request.owner.id, params: request.params as z.infer<Params> }),
  );
}
