import type { FastifyRequest } from 'fastify';

/**
 * How many live streams (SSE) one client may hold open on one instance (issue 21 §7: 4 000
 * diner streams from one address were all accepted, ~18 KB each). Generous for real use:
 * a full dining room on the restaurant's Wi-Fi shares one address (a menu page and an order
 * status per diner), a diner has a few tabs on one order, an owner a few screens.
 * - anonymous streams count against their client address and their topic (an order, a menu);
 * - an owner's streams count against the owner only, so diners sharing the restaurant's
 *   address can never crowd out the kitchen board.
 * Counts are kept in memory per instance: a limit on what this process holds open, which is
 * what each stream costs (memory, a descriptor). Behind a load balancer with N instances, a
 * client may hold up to N times as many; the balancer's own connection limits cover the rest.
 */
export const STREAM_LIMITS = {
  perAddress: 200,
  perOwner: 20,
  perOrder: 10,
  perMenu: 1000,
  /** Phones following one table's tab (issue 23): a long table, each guest's phone. */
  perTable: 30,
  retryAfterSeconds: 30,
};
export type StreamLimits = typeof STREAM_LIMITS;

/** What a public stream follows: one order's status, one menu's "Épuisé" marks, a table's tab. */
export type StreamTopic = { kind: 'order' | 'menu' | 'table'; id: string };

type Slot = { key: string; limit: number };

/** The slots a stream takes: see STREAM_LIMITS. */
export function slotsFor(
  request: FastifyRequest,
  topic: StreamTopic | readonly StreamTopic[] | undefined,
  limits: StreamLimits,
): Slot[] {
  const owner = (request as { owner?: { id: string } | null }).owner;
  if (owner) return [{ key: `owner:${owner.id}`, limit: limits.perOwner }];
  // One slot per address whatever the stream follows: a diner page's one stream (its menu,
  // its table, its orders: issue 41 §4) counts once, and once under each of its topics.
  const slots: Slot[] = [{ key: `address:${request.ip}`, limit: limits.perAddress }];
  const topics: readonly StreamTopic[] = !topic ? [] : 'kind' in topic ? [topic] : topic;
  for (const { kind, id } of topics) {
    const limit = { order: limits.perOrder, menu: limits.perMenu, table: limits.perTable }[kind];
    slots.push({ key: `${kind}:${id}`, limit });
  }
  return slots;
}

/** Open streams per key, in this process. */
export function createStreamCounter() {
  const counts = new Map<string, number>();
  return {
    /** Takes one slot under every key, or none when one is full (null); gives them back once. */
    acquire(slots: readonly Slot[]): (() => void) | null {
      if (slots.some(({ key, limit }) => (counts.get(key) ?? 0) >= limit)) return null;
      for (const { key } of slots) counts.set(key, (counts.get(key) ?? 0) + 1);
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        for (const { key } of slots) {
          const left = (counts.get(key) ?? 1) - 1;
          if (left > 0) counts.set(key, left);
          else counts.delete(key);
        }
      };
    },
  };
}
