import { z } from 'zod';
import { PRICE_MESSAGES, parsePrice } from './price';

// Its own module: the dashboard formats prices with price.ts and does not load zod.

/** Accepts a string or a number; outputs the normalised 2-decimal string. */
export const PriceSchema = z
  .union([z.string(), z.number()], {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? PRICE_MESSAGES.required
        : PRICE_MESSAGES.invalid,
  })
  .transform((raw, ctx) => {
    const parsed = parsePrice(raw);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });

export type Price = z.infer<typeof PriceSchema>;
