import { describe, expect, it } from 'vitest';
import { derivePlan, GRACE_PERIOD_DAYS, graceEndsAt, SUBSCRIPTION_STATUSES } from './subscription';

const now = new Date('2026-03-10T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 864e5).toISOString();

describe('derivePlan', () => {
  it('gives Premium for active and trialing, free for the ended states', () => {
    for (const status of SUBSCRIPTION_STATUSES) {
      const expected = status === 'active' || status === 'trialing' ? 'premium' : 'free';
      if (status === 'past_due') continue;
      expect(derivePlan([{ status, pastDueSince: null }], now), status).toBe(expected);
    }
  });

  it('keeps Premium for past_due until the grace period ends', () => {
    const late = (days: number) => [{ status: 'past_due' as const, pastDueSince: daysAgo(days) }];
    expect(derivePlan(late(0), now)).toBe('premium');
    expect(derivePlan(late(GRACE_PERIOD_DAYS - 0.01), now)).toBe('premium');
    expect(derivePlan(late(GRACE_PERIOD_DAYS), now)).toBe('free');
    expect(derivePlan([{ status: 'past_due', pastDueSince: null }], now)).toBe('free');
  });

  it('is Premium when any subscription grants it, free without any', () => {
    expect(derivePlan([], now)).toBe('free');
    expect(
      derivePlan(
        [
          { status: 'canceled', pastDueSince: null },
          { status: 'active', pastDueSince: null },
        ],
        now,
      ),
    ).toBe('premium');
  });

  it('says when the grace period ends', () => {
    expect(graceEndsAt({ status: 'past_due', pastDueSince: daysAgo(1) })?.toISOString()).toBe(
      new Date(now.getTime() + (GRACE_PERIOD_DAYS - 1) * 864e5).toISOString(),
    );
    expect(graceEndsAt({ status: 'active', pastDueSince: daysAgo(1) })).toBeNull();
  });
});
