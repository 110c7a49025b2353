import { describe, expect, it } from 'vitest';
import { numberedTables, publicMenuUrl, qrFileName, TableListSchema, tableLabel } from './tables';

describe('tables', () => {
  it('numbers tables and validates names', () => {
    expect(numberedTables(3)).toEqual(['1', '2', '3']);
    expect(TableListSchema.parse([' Terrasse 1 ', 'Bar'])).toEqual(['Terrasse 1', 'Bar']);
    expect(TableListSchema.safeParse(['Bar', 'bar']).error?.issues[0]?.message).toBe(
      'Deux tables portent le même nom.',
    );
    expect(TableListSchema.safeParse(['  ']).success).toBe(false);
  });

  it('builds the permanent address, per table (its code, never its name)', () => {
    expect(publicMenuUrl('https://ardoise.fr', 'u1')).toBe('https://ardoise.fr/u/u1');
    expect(publicMenuUrl('https://ardoise.fr', 'u1', 'Ab3dEf6hIj9lMn0p')).toBe(
      'https://ardoise.fr/u/u1?t=Ab3dEf6hIj9lMn0p',
    );
  });

  it('names downloads after the restaurant, spaces as hyphens', () => {
    expect(qrFileName('Le Petit Bistro', 'png')).toBe('Le-Petit-Bistro.png');
    expect(qrFileName('  Chez  Léon ', 'svg')).toBe('Chez-Léon.svg');
    expect(qrFileName('', 'png')).toBe('menu.png');
  });
});

describe('tableLabel', () => {
  it('prefixes "Table" to bare numbers only', () => {
    expect(['4', ' 12 ', 'Bar', 'Terrasse 1', '4bis'].map(tableLabel)).toEqual([
      'Table 4',
      'Table 12',
      'Bar',
      'Terrasse 1',
      '4bis',
    ]);
  });
});
