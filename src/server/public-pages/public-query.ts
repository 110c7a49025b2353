import { z } from 'zod';
import { allergenFromSlug } from '../../domain/i18n/diner/allergen-names';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/i18n/languages';
import { ALLERGENS, type Allergen } from '../../domain/menu/allergens';
import { DIETS, type Diet } from '../../domain/menu/tags';

const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/**
 * Query of a public page: `lang` (fr, en, es, zh, it; anything else reads as French) and
 * `sans`, the allergens to hide, repeated (`sans=gluten&sans=lait`, what the filter form
 * sends) or comma-separated; `regime`, the diet filter (`vegetarien`, `vegan`: both checked
 * read as the stricter, vegan); `t`, the code of a table's QR code (table-code.ts decides what
 * it stands for). Unknown values are ignored: a diner's link never fails.
 */
export const PublicQuerySchema = z.object({
  lang: z
    .unknown()
    .optional()
    .transform((value): Language => {
      const lang = firstValue(value);
      return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
    }),
  sans: z
    .unknown()
    .optional()
    .transform((value): Allergen[] => {
      const raw = (Array.isArray(value) ? value : [value])
        .filter((item): item is string => typeof item === 'string')
        .flatMap((item) => item.split(','));
      const chosen = new Set(raw.map(allergenFromSlug));
      // Canonical order (the spec's), so equivalent filters share one cache entry.
      return ALLERGENS.filter((allergen) => chosen.has(allergen));
    }),
  t: z
    .unknown()
    .optional()
    .transform((value): string | null => {
      const code = firstValue(value);
      // Longer than any token: kept short, it still reads as "a code we do not know".
      return typeof code === 'string' && code !== '' ? code.slice(0, 65) : null;
    }),
  regime: z
    .unknown()
    .optional()
    .transform((value): Diet | null => {
      const chosen = new Set(Array.isArray(value) ? value : [value]);
      return DIETS.findLast((diet) => chosen.has(diet)) ?? null;
    }),
});

export type PublicQuery = z.infer<typeof PublicQuerySchema>;

export function parsePublicQuery(query: unknown): PublicQuery {
  return PublicQuerySchema.parse(typeof query === 'object' && query !== null ? query : {});
}
