import { describe, expect, it } from 'vitest';
import { findStockImages, pickAutoImage, STOCK_IMAGES } from './stock-images';

const ids = (dishName: string) => findStockImages(dishName).map((image) => image.id);

describe('stock images', () => {
  it('has the four catalogue images', () => {
    expect(STOCK_IMAGES.map((image) => image.url)).toEqual([
      '/stock/cheeseburger.svg',
      '/stock/poke-saumon.svg',
      '/stock/salade-fraicheur.svg',
      '/stock/salade-cesar.svg',
    ]);
  });

  it('matches a name equal to an alias, case-insensitively', () => {
    expect(ids('Cheeseburger')).toEqual(['cheeseburger']);
    expect(ids('SALADE CÉSAR')).toEqual(['salade-cesar']);
  });

  it('matches a name containing an alias longer than 3 characters', () => {
    expect(ids('Cheeseburger maison au bacon')).toEqual(['cheeseburger']);
    expect(ids('Notre burger du moment')).toEqual(['cheeseburger']);
    expect(ids('Grande salade César au poulet')).toEqual(['salade-cesar']);
  });

  it('ignores accents', () => {
    expect(ids('poke saumon')).toEqual(['poke-saumon']);
    expect(ids('Salade fraicheur')).toEqual(['salade-fraicheur']);
    expect(ids('Salade Cesar')).toEqual(['salade-cesar']);
  });

  it('gives nothing to names of 3 characters or fewer', () => {
    expect(ids('bur')).toEqual([]);
    expect(ids('  Bowl  ')).toEqual([]);
    expect(ids('')).toEqual([]);
  });

  it('gives nothing when no alias matches', () => {
    expect(ids('Soupe du jour')).toEqual([]);
    expect(ids('Salade')).toEqual([]);
  });

  it('picks the first match url or null', () => {
    expect(pickAutoImage('Cheeseburger')).toBe('/stock/cheeseburger.svg');
    expect(pickAutoImage('Poké bowl au saumon')).toBe('/stock/poke-saumon.svg');
    expect(pickAutoImage('Tarte Tatin')).toBeNull();
  });
});
