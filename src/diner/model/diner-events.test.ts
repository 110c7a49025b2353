import { describe, expect, it } from 'vitest';
import {
  type DinerEvents,
  DinerEventsSchema,
  MAX_EVENTS_PER_BEACON,
} from '../../domain/stats/stats-schema';
import { BEACON_MAX_EVENTS, createEventBatch } from './diner-events';

/** A browser's `sendBeacon` as the batch sees it: takes the JSON, says whether it queued it. */
function browser(answers: boolean[] = []) {
  const sent: DinerEvents[] = [];
  let calls = 0;
  const send = (json: string) => {
    calls += 1;
    const isTaken = answers.shift() ?? true;
    if (isTaken) sent.push(DinerEventsSchema.parse(JSON.parse(json)));
    return isTaken;
  };
  return { sent, send, calls: () => calls };
}

describe('the diner page’s event batch', () => {
  it('sends nothing until the page is hidden, then one beacon the server’s schema accepts', () => {
    const { sent, send } = browser();
    const batch = createEventBatch('menu-1', send);
    batch.add({ type: 'dish_opened', dishId: 'd1' });
    batch.add({ type: 'filter_used' });
    batch.add({ type: 'language_switched', lang: 'en' });
    batch.add({ type: 'cart_added', dishId: 'd1' });
    expect(sent).toEqual([]);
    batch.flush();
    expect(sent).toEqual([
      {
        menuId: 'menu-1',
        events: [
          { type: 'dish_opened', dishId: 'd1' },
          { type: 'filter_used' },
          { type: 'language_switched', lang: 'en' },
          { type: 'cart_added', dishId: 'd1' },
        ],
      },
    ]);
    // Hidden again with nothing new: no empty beacon.
    batch.flush();
    expect(sent).toHaveLength(1);
  });

  it('sends a full batch at once, and starts a new one', () => {
    const { sent, send } = browser();
    const batch = createEventBatch('m', send);
    for (let i = 0; i < MAX_EVENTS_PER_BEACON + 2; i += 1) {
      batch.add({ type: 'dish_opened', dishId: `d${i}` });
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]?.events).toHaveLength(MAX_EVENTS_PER_BEACON);
    batch.flush();
    expect(sent[1]?.events.map((event) => event.dishId)).toEqual(['d50', 'd51']);
  });

  it('keeps the same maximum as the contract', () => {
    expect(BEACON_MAX_EVENTS).toBe(MAX_EVENTS_PER_BEACON);
  });

  it('counts the filter once per page', () => {
    const { sent, send } = browser();
    const batch = createEventBatch('m', send);
    batch.add({ type: 'filter_used' });
    batch.add({ type: 'filter_used' });
    batch.flush();
    batch.add({ type: 'filter_used' });
    batch.flush();
    expect(sent).toEqual([{ menuId: 'm', events: [{ type: 'filter_used' }] }]);
  });

  it('keeps the events when the browser refuses the beacon, and drops new ones beyond a batch', () => {
    const { sent, send, calls } = browser([false, false]);
    const batch = createEventBatch('m', send, 3);
    batch.add({ type: 'dish_opened', dishId: 'a' });
    batch.flush();
    expect(sent).toEqual([]);
    batch.add({ type: 'dish_opened', dishId: 'b' });
    batch.add({ type: 'dish_opened', dishId: 'c' }); // full: refused again
    batch.add({ type: 'dish_opened', dishId: 'd' }); // dropped
    expect(calls()).toBe(2);
    batch.flush();
    expect(sent[0]?.events.map((event) => event.dishId)).toEqual(['a', 'b', 'c']);
  });

  it('never throws when the browser has no sendBeacon or fails', () => {
    const batch = createEventBatch('m', () => {
      throw new TypeError('navigator.sendBeacon is not a function');
    });
    batch.add({ type: 'filter_used' });
    expect(() => batch.flush()).not.toThrow();
  });

  it('leaves out dish ids the server would refuse', () => {
    const { sent, send } = browser();
    const batch = createEventBatch('m', send);
    batch.add({ type: 'dish_opened', dishId: '' });
    batch.add({ type: 'cart_added', dishId: 'x'.repeat(101) });
    batch.add({ type: 'cart_added', dishId: 'x'.repeat(100) });
    batch.flush();
    expect(sent[0]?.events).toEqual([{ type: 'cart_added', dishId: 'x'.repeat(100) }]);
  });

  it('carries no identifier, only the menu and what happened', () => {
    let body = '';
    const batch = createEventBatch('m', (json) => {
      body = json;
      return true;
    });
    batch.add({ type: 'language_switched', lang: 'zh' });
    batch.flush();
    expect(Object.keys(JSON.parse(body))).toEqual(['menuId', 'events']);
  });
});
