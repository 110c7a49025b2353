/**
 * Money as the product shows it, in its own module: the diner's cart script imports it, and
 * that script targets Safari 14, whose syntax esbuild cannot lower everything to (price.ts
 * destructures with defaults).
 */
const euroFormatter = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** "1250" cents → "12,50 €" (Intl uses a no-break space before €), whatever the page's language. */
export function formatCents(cents: number): string {
  // cents / 100 is exact enough for display: Intl rounds to the 2 currency decimals. `|| 0`
  // turns a negative zero (a refund of nothing, 0 × -1) into 0: never "-0,00 €".
  return euroFormatter.format((cents || 0) / 100);
}
