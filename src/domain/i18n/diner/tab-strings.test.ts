import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../fill-template';
import { LANGUAGES } from '../languages';
import { CART_STRINGS } from './cart-strings';
import { FR_TAB, TAB_STRINGS } from './tab-strings';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

describe('tab strings', () => {
  it('exist in every diner language, with the same placeholders as the French ones', () => {
    for (const lang of LANGUAGES) {
      const strings = TAB_STRINGS[lang];
      expect(Object.keys(strings).sort(), lang).toEqual(Object.keys(FR_TAB).sort());
      for (const [key, french] of Object.entries(FR_TAB)) {
        const text = strings[key as keyof typeof FR_TAB];
        expect(text, `${lang}.${key}`).toBeTruthy();
        expect(placeholders(text), `${lang}.${key}`).toEqual(placeholders(french));
      }
    }
  });

  it('are translated: no language but French shows the French wording', () => {
    for (const lang of LANGUAGES.filter((candidate) => candidate !== 'fr')) {
      for (const key of ['open', 'empty', 'noFees', 'lines', 'conflict', 'cartPointer'] as const) {
        expect(TAB_STRINGS[lang][key], `${lang}.${key}`).not.toBe(FR_TAB[key]);
      }
    }
  });

  it('name every choice of the form differently, in each language', () => {
    for (const lang of LANGUAGES) {
      const t = TAB_STRINGS[lang];
      const labels = [t.all, t.equal, t.lines, t.amount, t.tipNone, t.tipOther];
      expect(new Set(labels).size, lang).toBe(labels.length);
    }
  });

  it('use the issue’s wording in French', () => {
    expect(FR_TAB.open).toBe('L’addition');
    expect(fillTemplate(FR_TAB.title, { table: 'Table 4' })).toBe('L’addition · Table 4');
    expect(FR_TAB.roundFirst).toBe('1ʳᵉ commande');
    expect(fillTemplate(FR_TAB.round, { n: 2 })).toBe('2ᵉ commande');
    expect(FR_TAB.empty).toBe('Rien à régler pour le moment');
    expect(FR_TAB.noFees).toBe('Aucun frais supplémentaire');
    expect(FR_TAB.all).toBe('Tout payer');
    expect(fillTemplate(FR_TAB.equal, { n: 3 })).toBe('Partager le reste entre 3 personnes');
    expect(FR_TAB.lines).toBe('Je paie ce que j’ai pris');
    expect(fillTemplate(FR_TAB.pay, { amount: '23,40 €' })).toBe('Payer 23,40 €');
  });

  it('name the table the way the cart does, in each language', () => {
    for (const lang of LANGUAGES) {
      const table = fillTemplate(CART_STRINGS[lang].table, { table: '4' });
      expect(fillTemplate(TAB_STRINGS[lang].title, { table })).toContain(table);
    }
  });
});
