import { describe, expect, it } from 'vitest';
import { generateLocalDescription } from './description-templates';

describe('generateLocalDescription', () => {
  it('returns null for a blank name', () => {
    expect(generateLocalDescription('')).toBeNull();
    expect(generateLocalDescription('   ')).toBeNull();
  });

  it('interpolates the trimmed dish name', () => {
    const text = generateLocalDescription('  Salade   niçoise ');
    expect(text?.startsWith('Salade niçoise : ')).toBe(true);
  });

  it('is deterministic for a given name', () => {
    expect(generateLocalDescription('Filet de bar')).toBe(generateLocalDescription('Filet de bar'));
  });

  it.each([
    ['Salade de chèvre chaud', /vinaigrette|légumes de saison/],
    ['Velouté de potimarron', /mijotée|bol onctueux/],
    ['Soupe du jour', /mijotée|bol onctueux/],
    ['Filet de bœuf', /pièce tendre|cuisson à la minute/],
    ['Cheeseburger', /pain brioché|recette gourmande/],
    ['Tartelette aux fraises', /pâte croustillante|pâtisserie/],
    ['Mousse au chocolat', /texture aérienne|dessert léger/],
    ['Blanquette de veau', /recette maison|spécialité|création de notre chef/],
  ])('picks the sentence family from keywords: %s', (name, expected) => {
    expect(generateLocalDescription(name)).toMatch(expected);
  });

  it('does not mistake "tartare" for a tart', () => {
    expect(generateLocalDescription('Steak tartare')).not.toMatch(/pâte|pâtisserie/);
  });

  it('varies the sentence across names of one family', () => {
    const names = [
      'Salade verte',
      'Salade César',
      'Salade niçoise',
      'Salade grecque',
      'Salade landaise',
    ];
    const texts = new Set(
      names.map((name) => generateLocalDescription(name)?.replace(`${name} : `, '')),
    );
    expect(texts.size).toBeGreaterThan(1);
  });
});
