import { describe, expect, it } from 'vitest';
import { bundleDinerFiles } from './diner-assets';

// The diner's stylesheets are inlined in every diner page and in the "Menu non disponible"
// pages (issue 21 §9): HTML checkers reject the unprefixed `line-clamp`.
describe('diner stylesheets', () => {
  it('clamp descriptions with the prefixed property only', async () => {
    const files = await bundleDinerFiles();
    for (const name of ['diner.css', 'cart.css'] as const) {
      expect(files[name], name).not.toMatch(/(^|[^-])line-clamp/);
    }
    expect(files['diner.css']).toContain('-webkit-line-clamp:2');
    expect(files['diner.css']).toContain('-webkit-box-orient:vertical');
  });
});
