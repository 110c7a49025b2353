import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:http';
import { sendJson } from './json-request';
import type { BenchRestaurant } from './seed-restaurants';

export type PlacedOrder = {
  restaurant: BenchRestaurant;
  orderId: string;
  statusToken: string;
  sentAt: number;
  acceptedAt: number;
};

/** What one phase of load did, as the client saw it. */
export type PhaseTally = {
  sent: number;
  accepted: number;
  /** HTTP status, or the network error's code → count, for everything but the success. */
  failures: Map<string, number>;
  /** Request → full answer, ms. */
  roundTrips: number[];
};

export const newTally = (): PhaseTally => ({
  sent: 0,
  accepted: 0,
  failures: new Map(),
  roundTrips: [],
});

const countFailure = (tally: PhaseTally, failure: unknown) => {
  const key =
    typeof failure === 'number'
      ? String(failure)
      : ((failure as NodeJS.ErrnoException).code ?? String((failure as Error).message));
  tally.failures.set(key, (tally.failures.get(key) ?? 0) + 1);
};

/**
 * Diners placing orders on one instance, round-robin over the restaurants. Each order comes
 * from its own client address (`X-Forwarded-For`, honoured with TRUST_PROXY=true as behind a
 * load balancer) and cycles over the 200 tables of each restaurant (their codes), so the
 * production limits (120 orders per address and 10 per table per 10 minutes) are not what the
 * bench measures (the per-restaurant cap is raised by the bench's environment).
 */
export function createDiners(options: {
  baseUrl: string;
  restaurants: BenchRestaurant[];
  agent: Agent;
}) {
  const { baseUrl, restaurants, agent } = options;
  let counter = 0;

  return async function placeOrder(tally: PhaseTally): Promise<PlacedOrder | null> {
    const n = counter++;
    const restaurant = restaurants[n % restaurants.length] as BenchRestaurant;
    const round = Math.floor(n / restaurants.length);
    const dish = (k: number) =>
      restaurant.dishIds[(n * 7 + k * 13) % restaurant.dishIds.length] as string;
    const lines = Array.from({ length: 1 + (n % 3) }, (_, k) => ({
      dishId: dish(k),
      quantity: 1 + ((n + k) % 3),
    }));
    tally.sent += 1;
    const sentAt = performance.now();
    try {
      const answer = await sendJson(`${baseUrl}/api/v1/public/orders`, {
        method: 'POST',
        agent,
        headers: {
          origin: baseUrl,
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: {
          menuId: restaurant.menuId,
          tableToken: restaurant.tableTokens[round % restaurant.tableTokens.length],
          clientRequestId: randomUUID(),
          language: 'fr',
          lines,
        },
      });
      tally.roundTrips.push(answer.receivedAt - sentAt);
      if (answer.status !== 201) {
        countFailure(tally, answer.status);
        return null;
      }
      tally.accepted += 1;
      const body = answer.body as { id: string; statusToken: string };
      return {
        restaurant,
        orderId: body.id,
        statusToken: body.statusToken,
        sentAt,
        acceptedAt: answer.receivedAt,
      };
    } catch (error) {
      countFailure(tally, error);
      return null;
    }
  };
}

/** The kitchen moving an order on (`POST /api/v1/orders/{id}/status`); the answer's time. */
export async function moveOrder(input: {
  baseUrl: string;
  agent: Agent;
  order: PlacedOrder;
  status: string;
  /** The owner's address: the /api/v1 write limit (300/min) is per address. */
  clientAddress: string;
  tally: PhaseTally;
}): Promise<number | null> {
  const { baseUrl, order, tally } = input;
  tally.sent += 1;
  const sentAt = performance.now();
  try {
    const answer = await sendJson(`${baseUrl}/api/v1/orders/${order.orderId}/status`, {
      method: 'POST',
      agent: input.agent,
      headers: {
        origin: baseUrl,
        cookie: order.restaurant.cookie,
        'x-forwarded-for': input.clientAddress,
      },
      body: { status: input.status },
    });
    tally.roundTrips.push(answer.receivedAt - sentAt);
    if (answer.status !== 200) {
      countFailure(tally, answer.status);
      return null;
    }
    tally.accepted += 1;
    return answer.receivedAt;
  } catch (error) {
    countFailure(tally, error);
    return null;
  }
}

/** Open loop: starts `work` `perSecond` times a second for `seconds`, whatever the answers. */
export async function runAtRate(
  perSecond: number,
  seconds: number,
  work: () => Promise<unknown>,
): Promise<void> {
  const inFlight = new Set<Promise<unknown>>();
  const total = Math.round(perSecond * seconds);
  const startedAt = performance.now();
  let started = 0;
  while (started < total) {
    const due = Math.min(total, Math.floor(((performance.now() - startedAt) / 1000) * perSecond));
    for (; started < due; started += 1) {
      const task = work().finally(() => inFlight.delete(task));
      inFlight.add(task);
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(inFlight);
}

/** Closed loop: `concurrency` clients, each sending its next request when answered. */
export async function runClosedLoop(
  concurrency: number,
  seconds: number,
  work: () => Promise<unknown>,
): Promise<void> {
  const endAt = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < endAt) await work();
    }),
  );
}
