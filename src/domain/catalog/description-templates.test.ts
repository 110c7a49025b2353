import { describe, expect, it } from 'vitest';
import { generateLocalDescription } from './description-templates';

describe('generateLocalDescription', () => {
  it('returns null for a blank name', () => {
    expect(generateLocalDescription('')).toBeNull();
    expect(generateLocalDescription('   ')).toBeNull();
  });

  it('interpolates the trimmed dish name', () => {
    const text = generateLocalDescription('  Salade   niçoise ');
    expect(text?.startsWith('Salade niçoise\u202F: ')).toBe(true);
  });

  it('is deterministic for a given name', () => {
    expect(generateLocalDescription('Filet de bar')).toBe(generateLocalDescription('Filet de bar'));
  });

  it.each([
    ['Salade de chèvre chaud', /vinaigrette|salade composée/],
    ['Velouté de potimarron', /réconfortante|bol onctueux/],
    ['Soupe du jour', /réconfortante|bol onctueux/],
    ['Filet de bœuf', /pièce tendre|cuisson précise/],
    ['Cheeseburger', /pain toasté|recette gourmande/],
    ['Tartelette aux fraises', /pâte croustillante|pâtisserie/],
    ['Mousse au chocolat', /texture aérienne|dessert léger/],
    ['Limonade', /boisson/],
    ['Café gourmand', /boisson chaude|servie chaude/],
    ['Blanquette de veau', /notre carte|classique/],
  ])('picks the sentence family from keywords: %s', (name, expected) => {
    expect(generateLocalDescription(name)).toMatch(expected);
  });

  it('claims nothing the owner did not say: no "maison", fresh, seasonal, local or chef', () => {
    const names = [
      'Limonade',
      'Blanquette de veau',
      'Salade César',
      'Salade niçoise',
      'Velouté de potimarron',
      'Filet de bar',
      'Cheeseburger',
      'Tarte Tatin',
      'Mousse au chocolat',
      'Thé vert',
      'Steak tartare',
      'Risotto',
      'Côte de bœuf',
    ];
    const claims =
      /maison|frais|fraîche|saison|local|locaux|chef|sélectionn|artisan|\bbio\b|chaque (jour|matin)|à la commande|minute|brioché/i;
    for (const name of names) {
      const text = generateLocalDescription(name)?.replace(`${name} : `, '') ?? '';
      expect(text, name).not.toMatch(claims);
    }
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
