import { describe, expect, it } from 'vitest';
import { REFUSAL_LABELS } from '../../orders/staff-order-messages';
import { REFUSAL_REASONS } from '../../orders/staff-order-rules';
import { LANGUAGES } from '../languages';
import { CART_STRINGS, FR_CART, REFUSAL_STRING_KEYS } from './cart-strings';

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
    expect(FR_CART.ready).toBe('Prêt !');
    expect(CART_STRINGS.en.payment).toBe('Online payment – Coming soon');
    expect(CART_STRINGS.en.readyNotification).toBe('Your order is ready!');
  });

  it('name every refusal reason as the board does, in French', () => {
    for (const reason of REFUSAL_REASONS) {
      expect(FR_CART[REFUSAL_STRING_KEYS[reason]]).toBe(REFUSAL_LABELS[reason]);
    }
    expect(CART_STRINGS.en.refusalSoldOut).toBe('Dish sold out');
  });
});
