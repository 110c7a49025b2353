import { describe, expect, it } from 'vitest';
import type { Call } from '../../../domain/calls/call-schema';
import { applyCallChange } from './table-call-model';

const callOf = (id: string, createdAt: string, status: Call['status'] = 'open'): Call => ({
  id,
  kind: 'waiter',
  status,
  table: '4',
  createdAt,
  expiresAt: createdAt,
  acknowledgedAt: null,
  acknowledgedBy: null,
});

describe('the board’s open calls', () => {
  const first = callOf('a', '2026-12-02T19:00:00.000Z');
  const second = callOf('b', '2026-12-02T19:01:00.000Z');

  it('take a new call once, in the order calls were made', () => {
    expect(applyCallChange(undefined, 'created', second)).toEqual([second]);
    expect(applyCallChange([second], 'created', first)).toEqual([first, second]);
    expect(applyCallChange([first, second], 'created', first)).toEqual([first, second]);
  });

  it('let go of an answered or closed call', () => {
    const answered = { ...first, status: 'acknowledged' as const };
    expect(applyCallChange([first, second], 'acknowledged', answered)).toEqual([second]);
    expect(applyCallChange([first, second], 'expired', { ...second, status: 'expired' })).toEqual([
      first,
    ]);
    // Read after it was answered: never shown again.
    expect(applyCallChange([second], 'created', answered)).toEqual([second]);
  });
});
