import { describe, expect, it } from 'vitest';
import { isSoldOutAt, nextDailyReset, SetSoldOutSchema } from './availability';

describe('nextDailyReset (05:00 Europe/Paris)', () => {
  it('is the next morning when marked during the evening service (winter, UTC+1)', () => {
    expect(nextDailyReset(new Date('2026-01-15T20:30:00Z')).toISOString()).toBe(
      '2026-01-16T04:00:00.000Z',
    );
  });

  it('is the next morning in summer (UTC+2)', () => {
    expect(nextDailyReset(new Date('2026-07-01T12:00:00Z')).toISOString()).toBe(
      '2026-07-02T03:00:00.000Z',
    );
  });

  it('is this morning when marked after midnight, still the same night', () => {
    // 01:30 in Paris on 16 January.
    expect(nextDailyReset(new Date('2026-01-16T00:30:00Z')).toISOString()).toBe(
      '2026-01-16T04:00:00.000Z',
    );
  });

  it('follows the clock change: marked before the spring change, back at 05:00 summer time', () => {
    // Saturday 28 March 2026, 22:00 in Paris (UTC+1); clocks go forward on the 29th at 02:00.
    expect(nextDailyReset(new Date('2026-03-28T21:00:00Z')).toISOString()).toBe(
      '2026-03-29T03:00:00.000Z',
    );
  });

  it('follows the autumn change (back to UTC+1)', () => {
    // Saturday 24 October 2026, 22:00 in Paris (UTC+2); clocks go back on the 25th at 03:00.
    expect(nextDailyReset(new Date('2026-10-24T20:00:00Z')).toISOString()).toBe(
      '2026-10-25T04:00:00.000Z',
    );
  });

  it('at exactly 05:00 is the next day (strictly after now)', () => {
    expect(nextDailyReset(new Date('2026-01-16T04:00:00Z')).toISOString()).toBe(
      '2026-01-17T04:00:00.000Z',
    );
  });
});

describe('sold-out rules', () => {
  it('holds until the instant, and for ever without one', () => {
    const now = new Date('2026-01-16T03:59:59.999Z');
    expect(isSoldOutAt('2026-01-16T04:00:00.000Z', now)).toBe(true);
    expect(isSoldOutAt('2026-01-16T04:00:00.000Z', new Date('2026-01-16T04:00:00Z'))).toBe(false);
    expect(isSoldOutAt(null, now)).toBe(true);
  });

  it('defaults to "back tomorrow" and refuses anything else in French', () => {
    expect(SetSoldOutSchema.parse({ soldOut: true })).toEqual({ soldOut: true, until: 'tomorrow' });
    const refused = SetSoldOutSchema.safeParse({ soldOut: 'oui', until: 'demain' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Indiquez si le plat est épuisé (vrai ou faux).',
      'Durée invalide : « tomorrow » (jusqu’à demain) ou « indefinite ».',
    ]);
  });
});
