import type { Language } from '../../domain/i18n/languages';
import { TAB_STREAM_EVENT } from '../../domain/payments/tab-rules';
import type { EventBus } from '../events/event-bus';
import type { SseStream } from '../http/sse';
import { sendStateOn } from '../http/sse-state';
import type { Logger } from '../logging/logger';
import type { PaymentService } from './payment-service';

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

/**
 * A table's tab on a diner page's one stream (issue 41 §4): the table's code is checked before
 * the stream opens (404), then the tab is followed as on its own stream.
 */
export function createPageTabStreams(deps: {
  payments: Pick<PaymentService, 'requireTabScope' | 'dinerTab'>;
  events: EventBus;
}) {
  return async (input: { tableToken: string; lang: Language }) => {
    const { tableToken, lang } = input;
    const { ownerId } = await deps.payments.requireTabScope({ tableToken });
    const follow = (stream: SseStream, log: Logger) =>
      followTabs({
        stream,
        events: deps.events,
        ownerId,
        read: () => deps.payments.dinerTab({ tableToken, lang }),
        log,
      });
    return { ownerId, follow };
  };
}
