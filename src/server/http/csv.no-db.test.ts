import { describe, expect, it } from 'vitest';
import { frenchAmount, frenchDate, frenchMinutes, integer, toCsv } from './csv';

describe('French CSV', () => {
  it('starts with the BOM, separates with semicolons and ends lines with CRLF', () => {
    const csv = toCsv(['Plat', 'Montant (€)'], [['Velouté', frenchAmount(850)]]);
    expect(csv).toBe('\uFEFFPlat;Montant (€)\r\nVelouté;8,50\r\n');
    expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes what needs it and doubles quotes', () => {
    const csv = toCsv(
      ['A', 'B', 'C', 'D', 'E'],
      [['Vin "maison"; 25 cl', 'deux\nlignes', ' espace', null, 'simple']],
    );
    expect(csv.split('\r\n')[1]).toBe('"Vin ""maison""; 25 cl";"deux\nlignes";" espace";;simple');
  });

  it('never lets a text cell run as a formula, and keeps negative amounts as numbers', () => {
    const csv = toCsv(
      ['Plat', 'Montant'],
      [
        ['=HYPERLINK("x")', frenchAmount(-500)],
        ['+33', null],
      ],
    );
    const [, first, second] = csv.split('\r\n');
    expect(first).toBe(`"'=HYPERLINK(""x"")";-5,00`);
    expect(second).toBe("'+33;");
  });

  it('writes amounts, minutes, counts and dates the French way', () => {
    expect(frenchAmount(0)).toEqual({ number: '0,00' });
    expect(frenchAmount(5)).toEqual({ number: '0,05' });
    expect(frenchAmount(123_456)).toEqual({ number: '1234,56' });
    expect(frenchAmount(-1)).toEqual({ number: '-0,01' });
    expect(frenchMinutes(750)).toEqual({ number: '12,5' });
    expect(frenchMinutes(1500)).toEqual({ number: '25,0' });
    expect(frenchMinutes(29)).toEqual({ number: '0,5' });
    expect(integer(12)).toEqual({ number: '12' });
    expect(frenchDate('2026-11-26')).toBe('26/11/2026');
  });
});
