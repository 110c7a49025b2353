import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  AVAILABILITY_STREAM_EVENT,
  type PublicAvailability,
} from '../../domain/menu/availability-events';
import { outsideDelivery } from '../events/delivery-context';
import type { EventBus } from '../events/event-bus';
import { type SseStream, sseFrame } from '../http/sse';
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
 * How many streams get a frame before the event loop is given back (a few milliseconds of
 * writes): a change to 5 000 open pages of one menu is written in 100 slices, and the requests
 * that arrive meanwhile (an order, a board's move: each takes several turns of the loop) are
 * answered between two of them instead of after the last (docs/performance.md).
 */
export const STREAMS_PER_SLICE = 50;

/** One open diner page and the frame it has. */
type Follower = { stream: SseStream; lastSent: string };

/** The open pages of one menu, fed together. */
type Channel = {
  menuId: string;
  ownerId: string;
  followers: Set<Follower>;
  /** The last snapshot's text written to this menu's pages. */
  lastSent: string;
  /** A refresh is running; `again`: another change came meanwhile, read once more after it. */
  isRefreshing: boolean;
  again: boolean;
  /** When a mark ends by itself ("back tomorrow"). */
  timer?: NodeJS.Timeout;
};

export type AvailabilityStreams = {
  /**
   * Feeds one diner page's stream (`event: availability`, data `{ soldOut: [dishId…] }`): the
   * current marks at once, then only changes.
   */
  follow(input: { stream: SseStream; menuId: string; first: AvailabilitySnapshot }): void;
  /** Open pages followed (tests, metrics). */
  count(): number;
};

const textOf = (snapshot: AvailabilitySnapshot | null) =>
  JSON.stringify({ soldOut: [...(snapshot?.soldOut ?? [])] } satisfies PublicAvailability);

/**
 * The diner pages' live "Épuisé" streams, grouped by menu (docs/performance.md, "Streams at
 * scale"): one set of event-bus listeners for all of them, not one per page. When the event log
 * says an owner's menu, plan or availability changed — on any instance — or a mark ends by
 * itself, each of that owner's followed menus is read once (the public pages' listener has
 * dropped the owner's snapshot before: listeners run in the order they were added), its frame
 * is written once, and sent in slices of STREAMS_PER_SLICE pages, yielding to the event loop
 * between slices. Changes arriving during a refresh are read once more after it.
 */
export function createAvailabilityStreams(input: {
  events: EventBus;
  read: (menuId: string) => Promise<AvailabilitySnapshot | null>;
  now: () => Date;
  log: Logger;
}): AvailabilityStreams {
  const channels = new Map<string, Channel>();
  const channelsOfOwner = new Map<string, Set<Channel>>();

  function schedule(channel: Channel, snapshot: AvailabilitySnapshot | null) {
    clearTimeout(channel.timer);
    channel.timer = undefined;
    if (snapshot?.refreshAt == null || channel.followers.size === 0) return;
    const delay = Math.max(0, snapshot.refreshAt - input.now().getTime());
    // Not the delivery of the event that set it, when a listener did (metrics' lag).
    channel.timer = setTimeout(
      () => outsideDelivery(() => refresh(channel)),
      Math.min(delay, MAX_TIMER_MS),
    );
    channel.timer.unref();
  }

  async function sendToAll(channel: Channel, text: string) {
    // Encoded once for all the menu's pages, not once per page.
    const frame = Buffer.from(sseFrame({ event: AVAILABILITY_STREAM_EVENT, raw: text }));
    const followers = [...channel.followers];
    for (let start = 0; start < followers.length; start += STREAMS_PER_SLICE) {
      if (start > 0) await nextTurn();
      for (const follower of followers.slice(start, start + STREAMS_PER_SLICE)) {
        if (follower.lastSent === text || follower.stream.isClosed) continue;
        follower.lastSent = text;
        follower.stream.sendFrame(frame);
      }
    }
  }

  async function refresh(channel: Channel) {
    if (channel.isRefreshing) {
      channel.again = true;
      return;
    }
    channel.isRefreshing = true;
    try {
      do {
        channel.again = false;
        if (channel.followers.size === 0) return;
        const snapshot = await input.read(channel.menuId);
        schedule(channel, snapshot);
        const text = textOf(snapshot);
        channel.lastSent = text;
        await sendToAll(channel, text);
      } while (channel.again);
    } catch (error) {
      input.log.error({ err: error, menuId: channel.menuId }, 'availability stream failed');
    } finally {
      channel.isRefreshing = false;
    }
  }

  const onChange = (change: { ownerId: string }) => {
    for (const channel of channelsOfOwner.get(change.ownerId) ?? []) void refresh(channel);
  };
  // Spelled out, one call per event: docs/architecture.md's event table is checked against them.
  input.events.on('menu.availability', onChange);
  input.events.on('menu.changed', onChange);
  input.events.on('owner.changed', onChange);

  function channelOf(menuId: string, first: AvailabilitySnapshot): Channel {
    const known = channels.get(menuId);
    if (known) return known;
    const channel: Channel = {
      menuId,
      ownerId: first.ownerId,
      followers: new Set(),
      lastSent: textOf(first),
      isRefreshing: false,
      again: false,
    };
    channels.set(menuId, channel);
    const ofOwner = channelsOfOwner.get(first.ownerId) ?? new Set();
    ofOwner.add(channel);
    channelsOfOwner.set(first.ownerId, ofOwner);
    return channel;
  }

  function leave(channel: Channel, follower: Follower) {
    channel.followers.delete(follower);
    if (channel.followers.size > 0) return;
    clearTimeout(channel.timer);
    channels.delete(channel.menuId);
    const ofOwner = channelsOfOwner.get(channel.ownerId);
    ofOwner?.delete(channel);
    if (ofOwner?.size === 0) channelsOfOwner.delete(channel.ownerId);
  }

  return {
    follow({ stream, menuId, first }) {
      const channel = channelOf(menuId, first);
      const text = textOf(first);
      const follower: Follower = { stream, lastSent: text };
      const isNew = channel.followers.size === 0;
      channel.followers.add(follower);
      if (isNew) schedule(channel, first);
      stream.onClose(() => leave(channel, follower));
      stream.sendFrame(sseFrame({ event: AVAILABILITY_STREAM_EVENT, raw: text }));
      // Read before a change this menu's other pages have heard of: catch up with them.
      if (text !== channel.lastSent) void refresh(channel);
    },
    count: () => {
      let total = 0;
      for (const channel of channels.values()) total += channel.followers.size;
      return total;
    },
  };
}
