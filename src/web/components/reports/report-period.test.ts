import { describe, expect, it } from 'vitest';
import { formatDuration } from './report-format';
import { parisToday, periodError, periodOf, periodTitle, shiftPeriod } from './report-period';

describe('the period of "Service du jour"', () => {
  it('reads the address, today in Paris when it names no real day', () => {
    // 23:30 UTC on the 25th is already the 26th in Paris.
    const today = parisToday(new Date('2026-11-25T23:30:00Z'));
    expect(today).toBe('2026-11-26');
    const read = (query: string) => periodOf(new URLSearchParams(query), today);
    expect(read('')).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(read('date=2026-11-20')).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    expect(read('date=2026-11-20&to=2026-11-22')).toEqual({ from: '2026-11-20', to: '2026-11-22' });
    expect(read('date=2026-02-30&to=nope')).toEqual({ from: '2026-11-26', to: '2026-11-26' });
  });

  it('moves by as many days as it covers, and says what the server would refuse', () => {
    expect(shiftPeriod({ from: '2026-11-30', to: '2026-11-30' }, 1)).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
    });
    expect(shiftPeriod({ from: '2026-11-23', to: '2026-11-29' }, -1)).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(periodError({ from: '2026-11-24', to: '2026-11-23' })).toBe(
      'La fin de la période doit être le jour de début ou un jour suivant.',
    );
    expect(periodError({ from: '2026-09-01', to: '2026-12-03' })).toBe(
      'Choisissez une période de 93 jours au plus.',
    );
    expect(periodError({ from: '2026-09-01', to: '2026-12-02' })).toBeNull();
  });

  it('names the days in French', () => {
    expect(periodTitle({ from: '2026-11-24', to: '2026-11-24' })).toBe('Mardi 24 novembre 2026');
    expect(periodTitle({ from: '2026-11-23', to: '2026-11-25' })).toMatch(/^23.+25 novembre 2026$/);
    expect(formatDuration(750)).toBe('12 min 30 s');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(1200)).toBe('20 min');
    expect(formatDuration(null)).toBe('—');
  });
});
