import { TAB_STREAM_EVENT } from '../../domain/payments/tab-rules';
import type { EventBus } from '../events/event-bus';
import type { SseStream } from '../http/sse';
import { sendStateOn } from '../http/sse-state';
import type { Logger } from '../logging/logger';

/**
 * Keeps one SSE stream up to date with a tab (a diner's phone) or an owner's open tabs (the
 * board): on connect, then after every order or payment change of the owner, from whichever
 * instance it was made on, it sends the whole current state (a tab is small), so a
 * reconnect has nothing to replay. Changes arriving during a read are coalesced into one more.
 */
export function followTabs(input: {
  stream: SseStream;
  events: EventBus;
  ownerId: string;
  read: () => Promise<unknown>;
  log: Logger;
}) {
  const { stream } = input;
  const refresh = sendStateOn({
    stream,
    event: TAB_STREAM_EVENT,
    read: input.read,
    log: input.log,
    failure: 'tab stream failed',
  });
  const onChange = (change: { ownerId: string }) => {
    if (change.ownerId === input.ownerId) refresh();
  };
  const stops = [
    input.events.on('tab.changed', onChange),
    input.events.on('order.changed', onChange),
  ];
  stream.onClose(() => {
    for (const stop of stops) stop();
  });
}
