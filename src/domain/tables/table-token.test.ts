import { describe, expect, it } from 'vitest';
import { formatTableLabel, isNumberedTable, isWellFormedTableToken } from './table-token';

describe('table codes', () => {
  it('accept 10–64 URL-safe characters only', () => {
    expect(isWellFormedTableToken('Ab3dEf6hIj9lMn0p')).toBe(true);
    expect(isWellFormedTableToken('a-b_c'.repeat(2))).toBe(true);
    for (const bad of [
      'short',
      'x'.repeat(65),
      '<script>alert',
      '\u202Etable4abcdef',
      '../../etc/x',
      4,
    ]) {
      expect(isWellFormedTableToken(bad), String(bad)).toBe(false);
    }
  });

  it('name a numbered table with the language’s word, a named one as typed', () => {
    expect(isNumberedTable(' 12 ')).toBe(true);
    expect(isNumberedTable('4bis')).toBe(false);
    expect(formatTableLabel('4')).toBe('Table 4');
    expect(formatTableLabel('4', 'Mesa {table}')).toBe('Mesa 4');
    expect(formatTableLabel('4', '桌号 {table}')).toBe('桌号 4');
    expect(formatTableLabel('Terrasse 2', 'Mesa {table}')).toBe('Terrasse 2');
  });
});
