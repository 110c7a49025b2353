import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { bilingualLabel, RECEIPT_STRINGS } from './receipt-strings';

describe('receipt strings', () => {
  it('exist in every diner language', () => {
    for (const lang of LANGUAGES) {
      for (const key of Object.keys(RECEIPT_STRINGS.fr)) {
        expect(
          RECEIPT_STRINGS[lang][key as keyof typeof RECEIPT_STRINGS.fr],
          `${lang}.${key}`,
        ).toBeTruthy();
      }
    }
  });

  it('read in French, then in the diner language when it says something else', () => {
    expect(bilingualLabel('receipt', 'en')).toBe('Reçu · Receipt');
    expect(bilingualLabel('expenseNote', 'it')).toBe('Note de frais · Nota spese');
    expect(bilingualLabel('receipt', 'fr')).toBe('Reçu');
    expect(bilingualLabel('siret', 'zh')).toBe('SIRET');
    expect(RECEIPT_STRINGS.fr.vatExempt).toBe('TVA non applicable, art. 293 B du CGI');
  });
});
