import { describe, expect, it } from 'vitest';
import { formatUntil } from './scheduled-menu-notice';

describe('formatUntil (Paris time)', () => {
  // Monday 2026-11-23, 12:00 in Paris (UTC+1).
  const now = new Date('2026-11-23T11:00:00Z');

  it('today: the time only', () => {
    expect(formatUntil(new Date('2026-11-23T14:00:00Z'), now)).toBe('15:00');
  });

  it('tomorrow, then a weekday', () => {
    expect(formatUntil(new Date('2026-11-24T10:30:00Z'), now)).toBe('demain à 11:30');
    expect(formatUntil(new Date('2026-11-28T17:00:00Z'), now)).toBe('samedi à 18:00');
  });

  it('reads the day in Paris, not in UTC', () => {
    // 23:30 UTC on Monday is already Tuesday 00:30 in Paris.
    expect(formatUntil(new Date('2026-11-23T23:30:00Z'), now)).toBe('demain à 00:30');
  });
});
