import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CallIdParamsSchema,
  CallLanguageQuerySchema,
  CallListSchema,
  CallSchema,
  CallTableParamsSchema,
  DinerCallSchema,
  PlaceCallSchema,
} from '../../domain/calls/call-schema';
import type { EventStreams } from '../http/sse';
import type { CallService } from './call-service';
import type { CallStreams } from './call-streams';

/**
 * Table calls, inside /api/v1 (docs/table-calls.md). A table's phones call with its QR code's
 * token (no account); staff whose role may answer calls list and acknowledge them. The board
 * hears of them on its orders stream (`GET /api/v1/orders/events`).
 */
export function registerCallRoutes(
  scope: FastifyInstance,
  deps: { calls: CallService; callStreams: CallStreams; streams: EventStreams },
) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const { calls, callStreams, streams } = deps;
  const tags = ['calls'];

  api.post(
    '/public/tables/:tableToken/calls',
    {
      config: { isPublic: true },
      schema: {
        tags,
        summary:
          '"Appeler un serveur" or "Demander l\'addition" from a table (Premium): 201 a new call, 200 the table\'s call already open; 429 past the limits, in the diner\'s language (?lang=)',
        security: [],
        params: CallTableParamsSchema,
        querystring: CallLanguageQuerySchema,
        body: PlaceCallSchema,
        response: { 200: DinerCallSchema, 201: DinerCallSchema },
      },
    },
    async (request, reply) => {
      const { call, isNew } = await calls.placeCall({
        tableToken: request.params.tableToken,
        kind: request.body.kind,
        lang: request.query.lang,
      });
      return reply.status(isNew ? 201 : 200).send(call);
    },
  );

  api.get(
    '/public/tables/:tableToken/calls/events',
    {
      config: { isPublic: true },
      schema: {
        tags,
        summary:
          "The table's call, live (Server-Sent Events `call`: `{call}`, the latest or null, at each change)",
        security: [],
        params: CallTableParamsSchema,
      },
    },
    async (request, reply) => {
      const { tableToken } = request.params;
      const scope = await calls.requireTable(tableToken);
      callStreams.followTable({
        stream: streams.open(request, reply, { kind: 'table', id: `calls:${tableToken}` }),
        scope,
        log: request.log,
      });
    },
  );

  api.get(
    '/calls',
    {
      config: { permission: 'calls.manage' },
      schema: {
        tags,
        summary: 'The open table calls, oldest first (a board reads them when it (re)connects)',
        response: { 200: CallListSchema },
      },
    },
    async (request) => ({ calls: await calls.listOpenCalls({ ownerId: request.owner.id }) }),
  );

  api.post(
    '/calls/:id/acknowledge',
    {
      config: { permission: 'calls.manage' },
      schema: {
        tags,
        summary:
          '"J\'arrive": answer a table call (who and when are kept); answered already: 200 as it is; closed unanswered: 409',
        params: CallIdParamsSchema,
        response: { 200: CallSchema },
      },
    },
    async (request) =>
      calls.acknowledgeCall({
        ownerId: request.owner.id,
        callId: request.params.id,
        actor: request.actor,
      }),
  );
}
