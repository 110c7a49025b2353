import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRANSLATION_LANGUAGES } from '../../domain/i18n/languages';
import {
  MACHINE_SERVICES,
  TRANSLATION_AUTHORS,
  TRANSLATION_MESSAGES,
} from '../../domain/i18n/menu-translations';
import type { TranslationService } from './translation-service';

const ParamsSchema = z.object({ id: z.string().min(1).max(64) });
const QuerySchema = z.object({
  lang: z.enum(TRANSLATION_LANGUAGES, {
    error: (issue) =>
      issue.input === undefined
        ? TRANSLATION_MESSAGES.langRequired
        : `Langue de traduction non prise en charge : ${String(issue.input)}.`,
  }),
});
const KeySchema = z.string().min(1).max(120);
const PutBodySchema = z.object({
  items: z
    .array(
      z.object({
        key: KeySchema,
        text: z.string().max(1000, { error: TRANSLATION_MESSAGES.textTooLong }),
      }),
    )
    .max(2000),
});
const RetranslateBodySchema = z.object({ keys: z.array(KeySchema).min(1).max(2000) });
const ListSchema = z.object({
  items: z.array(
    z.object({
      key: z.string(),
      source: z.string(),
      text: z.string(),
      origin: z.enum(TRANSLATION_AUTHORS),
      stale: z.boolean(),
    }),
  ),
  pending: z.number().int(),
  notice: z.string().nullable(),
  machine: z.enum(MACHINE_SERVICES).nullable(),
});

/** `GET|PUT /api/v1/menus/{id}/translations?lang=en` and "Retraduire" (Premium). */
export function registerTranslationRoutes(
  scope: FastifyInstance,
  deps: { translations: TranslationService },
) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['translations'];
  const input = (request: {
    owner: { id: string };
    params: { id: string };
    query: z.infer<typeof QuerySchema>;
  }) => ({
    ownerId: request.owner.id,
    menuId: request.params.id,
    lang: request.query.lang,
  });

  api.get(
    '/menus/:id/translations',
    {
      schema: {
        tags,
        summary: 'Translations of a menu in one language, beside the French source',
        params: ParamsSchema,
        querystring: QuerySchema,
        response: { 200: ListSchema },
      },
    },
    async (request) => deps.translations.listTranslations(input(request)),
  );

  api.put(
    '/menus/:id/translations',
    {
      schema: {
        tags,
        summary: "The owner's corrections (an empty text gives the field back to the machine)",
        params: ParamsSchema,
        querystring: QuerySchema,
        body: PutBodySchema,
        response: { 200: ListSchema },
      },
    },
    async (request) =>
      deps.translations.saveTranslations({ ...input(request), items: request.body.items }),
  );

  api.post(
    '/menus/:id/translations/retranslate',
    {
      schema: {
        tags,
        summary: 'Queue a fresh machine translation of these fields',
        params: ParamsSchema,
        querystring: QuerySchema,
        body: RetranslateBodySchema,
        response: { 200: ListSchema },
      },
    },
    async (request) =>
      deps.translations.retranslate({ ...input(request), keys: request.body.keys }),
  );
}
