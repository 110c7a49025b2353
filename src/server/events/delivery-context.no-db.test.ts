import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { deliveringEventWrittenAt, outsideDelivery, runDelivering } from './delivery-context';

describe("an event's delivery context", () => {
  it('follows what the listeners await, and not what a timer does later outside it', async () => {
    const writtenAt = '2026-11-26T12:00:00.000Z';
    expect(deliveringEventWrittenAt()).toBeUndefined();
    const seen = await runDelivering(writtenAt, async () => {
      await sleep(1);
      const later = new Promise<(number | undefined)[]>((resolve) => {
        const kept = new Promise<number | undefined>((done) =>
          setTimeout(() => done(deliveringEventWrittenAt()), 0),
        );
        const left = new Promise<number | undefined>((done) =>
          setTimeout(() => outsideDelivery(() => done(deliveringEventWrittenAt())), 0),
        );
        void Promise.all([kept, left]).then(resolve);
      });
      return [deliveringEventWrittenAt(), ...(await later)];
    });
    expect(seen).toEqual([Date.parse(writtenAt), Date.parse(writtenAt), undefined]);
    expect(deliveringEventWrittenAt()).toBeUndefined();
  });
});
