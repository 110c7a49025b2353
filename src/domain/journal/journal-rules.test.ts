import { describe, expect, it } from 'vitest';
import { periodLabel } from './journal-messages';
import { dayPeriodAt, parsePeriod, periodInstants } from './journal-rules';
import { JournalEntryInputSchema } from './journal-schema';

describe('journal periods (Europe/Paris calendar)', () => {
  it('reads a day, a month or a year, and nothing else', () => {
    expect(parsePeriod('2026-12-01')).toMatchObject({ kind: 'day', name: '2026-12-01' });
    expect(parsePeriod('2026-12')).toMatchObject({
      kind: 'month',
      end: { year: 2027, month: 1, day: 1 },
    });
    expect(parsePeriod('2028-02-29')?.kind).toBe('day');
    for (const name of [
      '2026-02-29',
      '2026-13',
      '2026-00',
      '2026-1',
      '26',
      'hier',
      '2026-12-01 ',
    ]) {
      expect(parsePeriod(name), name).toBeNull();
    }
  });

  it('runs from midnight to midnight in Paris, 23 hours on the day of the spring change', () => {
    const day = periodInstants(
      parsePeriod('2026-03-29') as NonNullable<ReturnType<typeof parsePeriod>>,
    );
    expect(day.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(dayPeriodAt(new Date('2026-07-14T22:30:00Z')).name).toBe('2026-07-15');
    expect(dayPeriodAt(new Date('2026-12-31T22:59:59Z')).name).toBe('2026-12-31');
  });

  it('names periods in French', () => {
    const label = (name: string) =>
      periodLabel(parsePeriod(name) as NonNullable<ReturnType<typeof parsePeriod>>);
    expect(label('2026-12-01')).toBe('le 1 décembre 2026');
    expect(label('2026-12')).toBe('décembre 2026');
    expect(label('2026')).toBe('l’année 2026');
  });
});

describe('JournalEntryInputSchema', () => {
  const payment = {
    ownerId: 'owner-1',
    kind: 'payment' as const,
    occurredAt: '2026-12-01T20:15:00+01:00',
    amountCents: 4_200,
    tipCents: 300,
    vat: [
      { rateBp: 1000, totalCents: 2_400, vatCents: 218 },
      { rateBp: 2000, totalCents: 1_800, vatCents: 300 },
    ],
    method: 'card' as const,
    reference: 'pay_123',
    tabId: 'tab_9',
    table: '4',
  };
  const problems = (entry: object) =>
    JournalEntryInputSchema.safeParse(entry).error?.issues.map((issue) => issue.path.join('.'));

  it('accepts a payment whose VAT lines add up to its amount', () => {
    expect(problems(payment)).toBeUndefined();
    expect(problems({ ...payment, kind: 'line_cancellation', method: null })).toBeUndefined();
  });

  it('refuses what a journal must not hold', () => {
    expect(problems({ ...payment, amountCents: 4_201 })).toEqual(['vat']);
    expect(problems({ ...payment, kind: 'refund' })).toEqual(['amountCents']);
    expect(problems({ ...payment, method: null })).toEqual(['method']);
    expect(problems({ ...payment, table: 'jean.dupont@example.fr' })).toEqual(['table']);
    expect(problems({ ...payment, amountCents: 42.5 })).toContain('amountCents');
    expect(problems({ ...payment, occurredAt: 'yesterday' })).toEqual(['occurredAt']);
    const twice = [payment.vat[0], { ...payment.vat[0] }];
    expect(problems({ ...payment, amountCents: 4_800, vat: twice })).toEqual(['vat']);
    const negativeVat = [{ rateBp: 1000, totalCents: 4_200, vatCents: -1 }];
    expect(problems({ ...payment, vat: negativeVat })).toEqual(['vat.0.vatCents']);
  });
});
