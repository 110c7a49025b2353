import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type SseStream, sseFrame } from '../http/sse';
import { testAppForThisFile } from '../testing/test-app';
import { type AvailabilitySnapshot, createAvailabilityStreams } from './availability-stream';

const testApp = testAppForThisFile();

/** The server's end of an open page: the frames written to it, and its closing. */
function openPage() {
  const frames: string[] = [];
  const closeListeners: (() => void)[] = [];
  let isClosed = false;
  const stream: SseStream & { frames: string[] } = {
    frames,
    lastEventId: null,
    get isClosed() {
      return isClosed;
    },
    send: (message) => frames.push(sseFrame(message)),
    sendFrame: (frame) => frames.push(frame.toString()),
    close() {
      isClosed = true;
      for (const listener of closeListeners) listener();
    },
    onClose: (listener) => closeListeners.push(listener),
  };
  return stream;
}

const frameOf = (soldOut: string[]) =>
  `event: availability\ndata: ${JSON.stringify({ soldOut })}\n\n`;

/** Resolves once `check` holds, looking at each turn of the event loop (2 s at most). */
async function eventually(check: () => boolean) {
  const until = Date.now() + 2000;
  while (!check()) {
    if (Date.now() > until) throw new Error('not in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function setUp() {
  const soldOut = new Map<string, string[]>();
  const owners = new Map<string, string>();
  const reads: string[] = [];
  const live = createAvailabilityStreams({
    events: testApp.events,
    read: async (menuId) => {
      reads.push(menuId);
      const ownerId = owners.get(menuId);
      return ownerId ? { ownerId, soldOut: soldOut.get(menuId) ?? [], refreshAt: null } : null;
    },
    now: () => new Date(),
    log: testApp.app.log,
  });
  const menu = (ownerId: string) => {
    const menuId = randomUUID();
    owners.set(menuId, ownerId);
    return menuId;
  };
  const snapshot = (menuId: string): AvailabilitySnapshot => ({
    ownerId: owners.get(menuId) ?? '',
    soldOut: soldOut.get(menuId) ?? [],
    refreshAt: null,
  });
  const openOne = (menuId: string) => {
    const stream = openPage();
    live.follow({ stream, menuId, first: snapshot(menuId) });
    return stream;
  };
  const open = (menuId: string, count: number) =>
    Array.from({ length: count }, () => openOne(menuId));
  return { live, soldOut, reads, menu, open, openOne };
}

describe('the diner pages’ "Épuisé" streams', () => {
  it('write one change to a menu’s pages in slices, giving the event loop a turn between them', async () => {
    const { live, soldOut, reads, menu, open } = setUp();
    const owner = randomUUID();
    const hot = menu(owner);
    const quiet = menu(owner);
    const elsewhere = menu(randomUUID());
    const hotPages = open(hot, 450);
    const quietPages = open(quiet, 3);
    const otherPages = open(elsewhere, 2);
    expect(live.count()).toBe(455);
    for (const page of [...hotPages, ...quietPages, ...otherPages]) {
      expect(page.frames).toEqual([frameOf([])]);
    }

    soldOut.set(hot, ['boeuf']);
    // What a request arriving with the change would see: the turn it gets.
    let servedWhenTheLoopTurned = -1;
    const stop = testApp.events.on('menu.availability', () => {
      setImmediate(() => {
        servedWhenTheLoopTurned = hotPages.filter((page) => page.frames.length === 2).length;
      });
    });
    await testApp.events.publish('menu.availability', { ownerId: owner, menuId: hot });
    stop();
    await eventually(
      () => servedWhenTheLoopTurned >= 0 && hotPages.every((page) => page.frames.length === 2),
    );
    expect(servedWhenTheLoopTurned).toBeLessThan(450);
    for (const page of hotPages) expect(page.frames[1]).toBe(frameOf(['boeuf']));

    // Each menu of the owner read once; its unchanged pages and another owner's hear nothing.
    expect(reads.filter((id) => id === hot)).toHaveLength(1);
    expect(reads.filter((id) => id === quiet)).toHaveLength(1);
    expect(reads).not.toContain(elsewhere);
    for (const page of [...quietPages, ...otherPages]) expect(page.frames).toHaveLength(1);

    // An event that changes nothing sends nothing.
    await testApp.events.publish('owner.changed', { ownerId: owner });
    await eventually(() => reads.filter((id) => id === hot).length === 2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const page of hotPages) expect(page.frames).toHaveLength(2);

    for (const page of [...hotPages, ...quietPages, ...otherPages]) page.close();
    expect(live.count()).toBe(0);
  });

  it('brings a page that read before the others’ last change up to date', async () => {
    const { live, soldOut, menu, openOne } = setUp();
    const owner = randomUUID();
    const menuId = menu(owner);
    const early = openOne(menuId);
    soldOut.set(menuId, ['tarte']);
    await testApp.events.publish('menu.availability', { ownerId: owner, menuId });
    await eventually(() => early.frames.length === 2);

    // A page whose first read came before that change (its answer was on its way).
    const late = openPage();
    live.follow({ stream: late, menuId, first: { ownerId: owner, soldOut: [], refreshAt: null } });
    await eventually(() => late.frames.length === 2);
    expect(late.frames).toEqual([frameOf([]), frameOf(['tarte'])]);
    expect(early.frames).toHaveLength(2);

    // A closed page gets nothing more.
    late.close();
    soldOut.set(menuId, []);
    await testApp.events.publish('menu.availability', { ownerId: owner, menuId });
    await eventually(() => early.frames.length === 3);
    expect(late.frames).toHaveLength(2);
    early.close();
    expect(live.count()).toBe(0);
  });
});
