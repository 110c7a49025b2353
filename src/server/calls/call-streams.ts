import { CALL_EVENTS, DINER_CALL_EVENT } from '../../domain/calls/call-rules';
import { can, type Role } from '../../domain/team/roles';
import type { EventBus } from '../events/event-bus';
import type { SseStream } from '../http/sse';
import { sendStateOn } from '../http/sse-state';
import type { Logger } from '../logging/logger';
import type { CallService } from './call-service';

/**
 * The live side of table calls, on both ends, from whichever instance the change was made on:
 * - the board: `call.created`, `call.acknowledged`, `call.expired` on the owner's stream, each
 *   with the call as the board shows it, in the order they happened, and only for a role that
 *   may answer calls. No `id:` (the stream's ids are the orders' replay positions): a board
 *   that (re)connects reads `GET /api/v1/calls`.
 * - a table's phones: `event: call`, `{call}` (the table's latest call, or null), at once and
 *   at each change of that table's calls.
 */
export function createCallStreams(deps: { calls: CallService; events: EventBus }) {
  const { calls, events } = deps;

  const streams = {
    followOwner(input: { stream: SseStream; ownerId: string; role: Role; log: Logger }) {
      const { stream, ownerId } = input;
      if (!can(input.role, 'calls.manage')) return;
      let sending = Promise.resolve();
      const stop = events.on('call.changed', (change) => {
        if (change.ownerId !== ownerId) return;
        sending = sending
          .then(async () => {
            const call = await calls.getCall({ ownerId, callId: change.callId });
            if (call) stream.send({ event: CALL_EVENTS[change.change], data: call });
          })
          .catch((error) => input.log.error({ err: error }, 'call stream failed'));
      });
      stream.onClose(stop);
    },

    followTable(input: {
      stream: SseStream;
      scope: { ownerId: string; table: string };
      log: Logger;
    }) {
      const { stream, scope } = input;
      const refresh = sendStateOn({
        stream,
        event: DINER_CALL_EVENT,
        read: async () => ({ call: await calls.dinerCall(scope) }),
        log: input.log,
        failure: 'table call stream failed',
      });
      const stop = events.on('call.changed', (change) => {
        if (change.ownerId === scope.ownerId && change.table === scope.table) refresh();
      });
      stream.onClose(stop);
    },

    /**
     * The table's call on a diner page's one stream (issue 41 §4): the table's code is checked
     * before the stream opens (404), then followed as `followTable`.
     */
    async forTablePage(tableToken: string) {
      const scope = await calls.requireTable(tableToken);
      return (stream: SseStream, log: Logger) => streams.followTable({ stream, scope, log });
    },
  };
  return streams;
}

export type CallStreams = ReturnType<typeof createCallStreams>;
