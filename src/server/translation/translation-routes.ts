import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../domain/api/route-params';
import {
  RetranslateSchema,
  SaveTranslationsSchema,
  TranslationListSchema,
  type TranslationQuery,
  TranslationQuerySchema,
} from '../../domain/i18n/translation-schema';
import type { TranslationService } from './translation-service';

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
    query: TranslationQuery;
  }) => ({
    ownerId: request.owner.id,
    menuId: request.params.id,
    lang: request.query.lang,
  });

  api.get(
    '/menus/:id/translations',
    {
      config: { permission: 'menus.write' },
      schema: {
        tags,
        summary: 'Translations of a menu in one language, beside the French source',
        params: IdParamsSchema,
        querystring: TranslationQuerySchema,
        response: { 200: TranslationListSchema },
      },
    },
    async (request) => deps.translations.listTranslations(input(request)),
  );

  api.put(
    '/menus/:id/translations',
    {
      config: { permission: 'menus.write' },
      schema: {
        tags,
        summary: "The owner's corrections (an empty text gives the field back to the machine)",
        params: IdParamsSchema,
        querystring: TranslationQuerySchema,
        body: SaveTranslationsSchema,
        response: { 200: TranslationListSchema },
      },
    },
    async (request) =>
      deps.translations.saveTranslations({ ...input(request), items: request.body.items }),
  );

  api.post(
    '/menus/:id/translations/retranslate',
    {
      config: { permission: 'menus.write' },
      schema: {
        tags,
        summary: 'Queue a fresh machine translation of these fields',
        params: IdParamsSchema,
        querystring: TranslationQuerySchema,
        body: RetranslateSchema,
        response: { 200: TranslationListSchema },
      },
    },
    async (request) =>
      deps.translations.retranslate({ ...input(request), keys: request.body.keys }),
  );
}
