import { describe, expect, it } from 'vitest';
import { describeReturn } from './describe-return';

describe('describeReturn (when a sold-out dish comes back, Paris time)', () => {
  // Thursday 15 January 2026, 20:30 in Paris.
  const now = new Date('2026-01-15T19:30:00Z');
  it.each([
    ['demain à 12:00', '2026-01-16T11:00:00Z'],
    ['mardi à 12:00', '2026-01-20T11:00:00Z'],
    // Marked at 00:30 on Friday in Paris (23:30 UTC on Thursday): back the same morning.
    ['aujourd’hui à 05:00', '2026-01-16T04:00:00Z', new Date('2026-01-15T23:30:00Z')],
    // Saturday 28 March, 23:30 in Paris; Sunday the 29th has 23 hours (clocks go forward):
    // Sunday 05:00 is still "demain", though 24 hours later it is already Monday.
    ['demain à 05:00', '2026-03-29T03:00:00Z', new Date('2026-03-28T22:30:00Z')],
  ])('says “%s”', (expected, at, from = now) => {
    expect(describeReturn(new Date(at), from)).toBe(expected);
  });
});
