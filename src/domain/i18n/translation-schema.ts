import { z } from 'zod';
import { TRANSLATION_LANGUAGES } from './languages';
import { MACHINE_SERVICES, TRANSLATION_MESSAGES } from './menu-translations';
import { TRANSLATION_ORIGINS } from './translation-precedence';

/** `?lang=en` of `/api/v1/menus/{id}/translations` and of "Retraduire". */
export const TranslationQuerySchema = z.object({
  lang: z.enum(TRANSLATION_LANGUAGES, {
    error: (issue) =>
      issue.input === undefined
        ? TRANSLATION_MESSAGES.langRequired
        : `Langue de traduction non prise en charge : ${String(issue.input)}.`,
  }),
});
export type TranslationQuery = z.output<typeof TranslationQuerySchema>;

const KeySchema = z.string().min(1).max(120);

/** `PUT …/translations`: the owner's corrections; an empty text gives the field back. */
export const SaveTranslationsSchema = z.object({
  items: z
    .array(
      z.object({
        key: KeySchema,
        text: z.string().max(1000, { error: TRANSLATION_MESSAGES.textTooLong }),
      }),
    )
    .max(2000),
});
export type SaveTranslations = z.input<typeof SaveTranslationsSchema>;

/** `POST …/translations/retranslate`: "Retraduire" these fields. */
export const RetranslateSchema = z.object({ keys: z.array(KeySchema).min(1).max(2000) });

export const TranslationItemSchema = z.object({
  key: z.string(),
  /** The French text. */
  source: z.string(),
  text: z.string(),
  origin: z.enum(TRANSLATION_ORIGINS),
  /** The French changed since this text was written ("À revoir"). */
  stale: z.boolean(),
});
export type TranslationItem = z.output<typeof TranslationItemSchema>;

/** What the three translation routes answer: the editor's "Traductions" view of one language. */
export const TranslationListSchema = z.object({
  items: z.array(TranslationItemSchema),
  /** Fields still waiting for a machine translation in this language. */
  pending: z.number().int(),
  /** Why machine translation is stopped (monthly cap, provider down), in French; or null. */
  notice: z.string().nullable(),
  /** The machine translation service of this server; null: none (dictionaries only). */
  machine: z.enum(MACHINE_SERVICES).nullable(),
});
export type TranslationList = z.output<typeof TranslationListSchema>;
