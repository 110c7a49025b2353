import { describe, expect, it } from 'vitest';
import { CALL_STRINGS } from '../../domain/i18n/diner/call-strings';
import { noticeOf, parseCall, parseTracked } from './table-call';

const strings = CALL_STRINGS.en;
const call = {
  id: 'c1',
  kind: 'waiter',
  status: 'open',
  createdAt: '2026-12-02T19:00:00.000Z',
  acknowledgedAt: null,
} as const;

describe('a table call on the diner’s phone', () => {
  it('reads only well-formed calls from the network', () => {
    expect(parseCall(call)).toEqual(call);
    expect(parseCall(null)).toBeNull();
    expect(parseCall({ ...call, kind: 'dessert' })).toBeNull();
    expect(parseCall({ ...call, status: 'done' })).toBeNull();
    expect(parseCall({ ...call, acknowledgedAt: 3 })).toBeNull();
    expect(parseTracked({ id: 'c1', kind: 'bill', extra: 1 })).toEqual({ id: 'c1', kind: 'bill' });
    expect(parseTracked({ id: 'c1' })).toBeNull();
  });

  it('says it was sent, then that a waiter is coming, or that nobody could answer', () => {
    const tracked = { id: 'c1', kind: 'waiter' } as const;
    expect(noticeOf(tracked, call, strings)).toEqual({
      text: strings.waiterSent,
      tone: 'sent',
      canDismiss: false,
      isLive: true,
    });
    expect(noticeOf(tracked, { ...call, kind: 'bill' }, strings)?.text).toBe(strings.billSent);
    const answered = { ...call, status: 'acknowledged', acknowledgedAt: call.createdAt } as const;
    expect(noticeOf(tracked, answered, strings)).toMatchObject({
      text: strings.acknowledged,
      tone: 'answered',
      canDismiss: true,
      isLive: false,
    });
    expect(noticeOf(tracked, { ...call, status: 'expired' }, strings)?.tone).toBe('closed');
  });

  it('says nothing once the table’s latest call is another one, or none', () => {
    const tracked = { id: 'c1', kind: 'waiter' } as const;
    expect(noticeOf(tracked, null, strings)).toBeNull();
    expect(noticeOf(tracked, { ...call, id: 'c2' }, strings)).toBeNull();
  });
});
