import { connect } from 'node:net';
import Fastify from 'fastify';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createHeartbeat } from './heartbeat';
import { registerEventStreams } from './sse';

/**
 * The streams' heartbeat is spread over its period (heartbeat.ts): each stream is pinged once a
 * period, a tick pings one group. Before, one tick pinged every open stream: ~10 000 writes in
 * one go, a block of the event loop every request arriving then waited for (docs/performance.md,
 * "Streams at scale", seventh pass).
 */
describe('the heartbeat, by itself', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings each item once a period, a slot per tick, never all at once', () => {
    vi.useFakeTimers();
    const pings: { item: number; at: number }[] = [];
    const heartbeat = createHeartbeat<number>({
      periodMs: 1000,
      slots: 10,
      ping: (item) => pings.push({ item, at: Date.now() }),
    });
    for (let item = 0; item < 35; item += 1) heartbeat.add(item);
    const start = Date.now();

    vi.advanceTimersByTime(1000);
    // Each item once in the period…
    expect(pings.map((ping) => ping.item).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 35 }, (_, item) => item),
    );
    // …in ten ticks a tenth of a period apart, of 3 or 4 items each.
    const perTick = new Map<number, number>();
    for (const ping of pings) perTick.set(ping.at - start, (perTick.get(ping.at - start) ?? 0) + 1);
    expect([...perTick.keys()]).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    expect(Math.max(...perTick.values())).toBe(4);

    vi.advanceTimersByTime(1000);
    expect(pings).toHaveLength(70);
    heartbeat.stop();
  });

  /** A 100-ms period in four slots, on fake timers; `pinged` lists the pings in order. */
  function fourSlotHeartbeat() {
    vi.useFakeTimers();
    const pinged: string[] = [];
    const heartbeat = createHeartbeat<string>({
      periodMs: 100,
      slots: 4,
      ping: (item) => pinged.push(item),
    });
    return { heartbeat, pinged };
  }

  it('stops pinging an item removed, and everything once stopped', () => {
    const { heartbeat, pinged } = fourSlotHeartbeat();
    const slotOfA = heartbeat.add('a');
    heartbeat.add('b');
    heartbeat.remove('a', slotOfA);
    vi.advanceTimersByTime(100);
    expect(pinged).toEqual(['b']);
    heartbeat.stop();
    vi.advanceTimersByTime(1000);
    expect(pinged).toEqual(['b']);
  });

  it('holds the items it pings, and runs a timer only while it holds any', () => {
    const { heartbeat, pinged } = fourSlotHeartbeat();
    expect(vi.getTimerCount()).toBe(0);
    const slots = ['a', 'b', 'c', 'd', 'e'].map((item) => [item, heartbeat.add(item)] as const);
    expect(heartbeat.size()).toBe(5);
    expect([...heartbeat.items()].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(vi.getTimerCount()).toBe(1);

    // Removing an item twice, or with another slot, changes nothing.
    const [[item, slot]] = slots as [readonly [string, number]];
    heartbeat.remove(item, slot);
    heartbeat.remove(item, slot);
    heartbeat.remove('b', (slot + 2) % 4);
    expect(heartbeat.size()).toBe(4);
    for (const [other, otherSlot] of slots.slice(1)) heartbeat.remove(other, otherSlot);
    expect(heartbeat.size()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);

    heartbeat.add('f');
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(100);
    expect(pinged).toEqual(['f']);

    // Stopped (a shutdown): no timer again, even for an item added afterwards; items stay.
    heartbeat.stop();
    heartbeat.add('g');
    expect(vi.getTimerCount()).toBe(0);
    expect([...heartbeat.items()].sort()).toEqual(['f', 'g']);
  });
});

describe('the heartbeat of real event streams', () => {
  const PERIOD_MS = 1000;
  const app = Fastify();
  const streams = registerEventStreams(app, { heartbeatMs: PERIOD_MS });
  app.get('/events', (request, reply) => {
    streams.open(request, reply);
  });
  const clients: ReturnType<typeof connect>[] = [];
  afterAll(async () => {
    for (const client of clients) client.destroy();
    await app.close();
  });

  /** Opens a stream on a raw socket; resolves with when its first ping arrives. */
  async function firstPing(port: number) {
    const client = connect(port, '127.0.0.1');
    clients.push(client);
    client.setEncoding('utf8');
    let received = '';
    const pinged = new Promise<number>((resolve) => {
      client.on('data', (chunk: string) => {
        received += chunk;
        if (received.includes(': ping')) resolve(performance.now());
      });
    });
    client.write('GET /events HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n');
    await new Promise<void>((resolve) => {
      const check = () => (received.includes('retry:') ? resolve() : setTimeout(check, 5));
      check();
    });
    return { pinged, openedAt: performance.now() };
  }

  it('pings every open stream within its period, a hundredth of the period apart', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const opened = [];
    for (let i = 0; i < 4; i += 1) opened.push(await firstPing(port));
    const pingedAt = await Promise.all(opened.map((stream) => stream.pinged));

    for (const [i, stream] of opened.entries()) {
      expect((pingedAt[i] as number) - stream.openedAt).toBeLessThan(PERIOD_MS + 500);
    }
    // Four streams opened one after the other are in four successive groups, pinged by four
    // ticks at least 10 ms apart (a late tick never runs two groups): all at once, they would
    // arrive within a millisecond or two.
    const spread = Math.max(...pingedAt) - Math.min(...pingedAt);
    expect(spread).toBeGreaterThanOrEqual(25);
    expect(streams.count()).toBe(4);
  });
});
