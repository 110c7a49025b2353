import type { DinerEvent, DinerEventType } from '../../domain/stats/stats-schema';

/**
 * `MAX_EVENTS_PER_BEACON`, repeated here so that zod (which the contract's module needs) stays
 * out of the page's script; diner-events.test.ts keeps the two equal.
 */
export const BEACON_MAX_EVENTS = 50;
/** The longest dish id the server takes (`DinerEventSchema`); an empty or longer one is not counted. */
const MAX_ID_LENGTH = 100;
/** Counted once per page however often it happens: the question is "did this visit use it?". */
const ONCE_PER_PAGE: readonly DinerEventType[] = ['filter_used'];

export type EventBatch = {
  /** Records an event; the batch is sent as soon as it is full. */
  add(event: DinerEvent): void;
  /** Sends what was recorded (the page is being hidden); nothing when there is nothing. */
  flush(): void;
};

/**
 * What one diner page counts, waiting in memory for the next beacon: no cookie, no storage, no
 * identifier, only the menu and what happened on it (`DinerEvents`). `send` hands the JSON to
 * the browser and says whether it took it; when it did not (no `sendBeacon`, or its queue is
 * full), the events wait for the next flush, and beyond a full batch new ones are dropped: these
 * are counts, losing a few is fine, breaking or slowing the page is not.
 */
export function createEventBatch(
  menuId: string,
  send: (json: string) => boolean,
  max = BEACON_MAX_EVENTS,
): EventBatch {
  let events: DinerEvent[] = [];
  const seen: DinerEventType[] = [];
  const flush = () => {
    if (events.length === 0) return;
    let isSent = false;
    try {
      isSent = send(JSON.stringify({ menuId, events }));
    } catch {
      // A browser refusing the beacon must never break the page.
    }
    if (isSent) events = [];
  };
  return {
    add(event) {
      const id = event.dishId;
      if (events.length >= max || (id !== undefined && !(id && id.length <= MAX_ID_LENGTH))) return;
      if (ONCE_PER_PAGE.includes(event.type)) {
        if (seen.includes(event.type)) return;
        seen.push(event.type);
      }
      events.push(event);
      if (events.length >= max) flush();
    },
    flush,
  };
}
