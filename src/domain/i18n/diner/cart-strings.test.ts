import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { CART_STRINGS, FR_CART } from './cart-strings';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

describe('cart strings', () => {
  it('exist in every diner language, with the same placeholders as the French ones', () => {
    for (const lang of LANGUAGES) {
      const strings = CART_STRINGS[lang];
      for (const [key, french] of Object.entries(FR_CART)) {
        const text = strings[key as keyof typeof FR_CART];
        expect(text, `${lang}.${key}`).toBeTruthy();
        expect(placeholders(text), `${lang}.${key}`).toEqual(placeholders(french));
      }
    }
  });

  it('use the spec’s wording', () => {
    expect(FR_CART.send).toBe('Envoyer la commande');
    expect(FR_CART.pending).toBe('En attente');
    expect(FR_CART.ready).toBe('Prêt!');
    expect(CART_STRINGS.en.payment).toBe('Online payment – Coming soon');
    expect(CART_STRINGS.en.readyNotification).toBe('Your order is ready!');
  });
});
