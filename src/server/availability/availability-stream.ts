import {
  AVAILABILITY_STREAM_EVENT,
  type PublicAvailability,
} from '../../domain/menu/availability-events';
import { outsideDelivery } from '../events/delivery-context';
import type { EventBus } from '../events/event-bus';
import type { SseStream } from '../http/sse';
import type { Logger } from '../logging/logger';

/** A public menu's "Épuisé" dishes and when that changes by itself (public pages answer it). */
export type AvailabilitySnapshot = {
  ownerId: string;
  soldOut: readonly string[];
  refreshAt: number | null;
};

/** setTimeout's ceiling (about 24 days): a later end is looked at again then. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Feeds one diner page's stream (`event: availability`, data `{ soldOut: [dishId…] }`): the
 * current marks at once, then again whenever the event log says this owner's menu, plan or
 * availability changed — on any instance — and when a mark ends by itself ("back tomorrow").
 * The public pages' listener has dropped the owner's snapshot before this one reads it
 * (listeners run in the order they were added). Only changes are sent.
 */
export function followAvailability(input: {
  stream: SseStream;
  events: EventBus;
  first: AvailabilitySnapshot;
  read: () => Promise<AvailabilitySnapshot | null>;
  now: () => Date;
  /** The request's logger. */
  log: Logger;
}) {
  const { stream, first } = input;
  let lastSent = '';
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();

  function send(snapshot: AvailabilitySnapshot | null) {
    const data: PublicAvailability = { soldOut: [...(snapshot?.soldOut ?? [])] };
    const text = JSON.stringify(data);
    if (text !== lastSent) {
      lastSent = text;
      stream.send({ event: AVAILABILITY_STREAM_EVENT, data });
    }
    clearTimeout(timer);
    if (snapshot?.refreshAt != null && !stream.isClosed) {
      const delay = Math.max(0, snapshot.refreshAt - input.now().getTime());
      // Not the delivery of the event that set it, when a listener did (metrics' lag).
      timer = setTimeout(() => outsideDelivery(refresh), Math.min(delay, MAX_TIMER_MS));
      timer.unref();
    }
  }

  function refresh() {
    chain = chain
      .then(async () => {
        if (!stream.isClosed) send(await input.read());
      })
      .catch((error) => input.log.error({ err: error }, 'availability stream failed'));
  }

  const onChange = (change: { ownerId: string }) => {
    if (change.ownerId === first.ownerId) refresh();
  };
  // Spelled out, one call per event: docs/architecture.md's event table is checked against them.
  const stops = [
    input.events.on('menu.availability', onChange),
    input.events.on('menu.changed', onChange),
    input.events.on('owner.changed', onChange),
  ];
  stream.onClose(() => {
    clearTimeout(timer);
    for (const stop of stops) stop();
  });
  send(first);
}
