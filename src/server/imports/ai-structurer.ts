import { z } from 'zod';
import { ALLERGENS, AllergenSchema } from '../../domain/menu/allergens';
import type { MenuImportDraft } from '../../domain/menu-import/import-result';
import type { Logger } from '../logging/logger';
import { type ChatModelOptions, createChatModel } from '../openai/chat-model';

/**
 * Issue 25 §2: with an OpenAI-compatible model configured (AI_*), the model proposes the menu's
 * structure from the text that was read, as JSON following a schema; the answer is validated
 * here and any failure (network, refusal, invalid JSON, a shape that does not fit) returns null:
 * the caller keeps the offline parser's draft.
 */
export type MenuStructurer = {
  structure(input: { text: string; signal?: AbortSignal }): Promise<MenuImportDraft | null>;
  /**
   * Issue 42 §5: photos and PDF pages go to the model as images (JPEG, `image_url` parts with a
   * data: URL), never as OCR text; it answers the draft and the text it read. Null on any
   * failure: the caller reads the file offline instead.
   */
  readImages(input: {
    images: Buffer[];
    signal?: AbortSignal;
  }): Promise<{ draft: MenuImportDraft; text: string } | null>;
};

const SYSTEM_PROMPT =
  'Tu lis le texte d’une carte de restaurant française (copié, extrait d’un PDF ou lu sur une ' +
  'photo) et tu en donnes la structure : catégories, plats, descriptions, prix en euros ' +
  '(« 12.50 »), variantes (« Verre », « Bouteille »…). Recopie les noms tels qu’ils sont écrits. ' +
  'N’indique dans "allergens" que les allergènes écrits sur la carte pour ce plat, jamais ' +
  'ceux que tu devines. N’invente ni plat ni prix.';

const IMAGE_PROMPT =
  'Tu lis les images d’une carte de restaurant française (photo ou pages d’un PDF) et tu en ' +
  'donnes la structure : catégories, plats, descriptions, prix en euros (« 12.50 »), variantes ' +
  '(« Verre », « Bouteille »…). Recopie les noms tels qu’ils sont écrits. Dans "text", recopie ' +
  'le texte de la carte ligne par ligne, tel que tu le lis. N’indique dans "allergens" que les ' +
  'allergènes écrits sur la carte pour ce plat. Ignore les mentions générales (« prix nets », ' +
  '« service compris », « allergènes sur demande »). N’invente ni plat ni prix.';

const Price = z.string().regex(/^\d{1,5}(\.\d{1,2})?$/);

const AiDraftSchema = z.object({
  name: z.string().trim().min(1).max(120),
  categories: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(120),
        items: z
          .array(
            z.object({
              name: z.string().trim().min(1).max(120),
              description: z.string().max(1000).default(''),
              price: z.union([Price, z.literal('')]),
              variants: z
                .array(z.object({ name: z.string().min(1).max(120), price: Price }))
                .default([]),
              allergens: z.array(AllergenSchema).default([]),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});

const AiImageAnswerSchema = AiDraftSchema.extend({ text: z.string().max(60_000) });

const stringField = { type: 'string' } as const;
const JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'categories'],
  properties: {
    name: stringField,
    categories: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'items'],
        properties: {
          name: stringField,
          items: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['name', 'description', 'price', 'variants', 'allergens'],
              properties: {
                name: stringField,
                description: stringField,
                price: stringField,
                variants: {
                  type: 'array',
                  items: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['name', 'price'],
                    properties: { name: stringField, price: stringField },
                  },
                },
                allergens: { type: 'array', items: { type: 'string', enum: [...ALLERGENS] } },
              },
            },
          },
        },
      },
    },
  },
} as const;

/** The same schema, with the text the model read (from images, there is no text of ours). */
const IMAGE_JSON_SCHEMA = {
  ...JSON_SCHEMA,
  required: ['name', 'text', 'categories'],
  properties: {
    name: stringField,
    text: stringField,
    categories: JSON_SCHEMA.properties.categories,
  },
} as const;

/** "12.5" → "12.50", the draft's form. */
const cents = (price: string) => Number(price).toFixed(2);

const normalise = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/œ/gi, 'oe')
    .toLowerCase();

type AiDraft = z.infer<typeof AiDraftSchema>;

export function createAiMenuStructurer(
  options: ChatModelOptions & {
    log: Logger;
    newId?: () => string;
    /** Time limits of one request, text and images (tests shorten them). */
    timeoutMs?: { text: number; images: number };
  },
): MenuStructurer {
  // Images take the model longer to read than text.
  const timeoutMs = options.timeoutMs ?? { text: 30_000, images: 60_000 };
  const chat = createChatModel(options, { timeoutMs: timeoutMs.text, maxRetries: 0 });
  const vision = createChatModel(options, { timeoutMs: timeoutMs.images, maxRetries: 0 });
  const newId = options.newId ?? (() => globalThis.crypto.randomUUID());

  /**
   * The model's answer → the draft. `isWritten` says whether an allergen the model names is
   * written in the source; the others stay suggestions ("à vérifier"), never allergens.
   */
  function toDraft(answer: AiDraft, isWritten: (allergen: string) => boolean): MenuImportDraft {
    return {
      name: answer.name,
      categories: answer.categories.map((category) => ({
        id: newId(),
        name: category.name,
        items: category.items.map((dish) => {
          const written = dish.allergens.filter(isWritten);
          const guessed = dish.allergens.filter((name) => !written.includes(name));
          const variants = dish.variants.map((v) => ({ name: v.name, price: cents(v.price) }));
          const lowest = variants.map((v) => v.price).sort((a, b) => Number(a) - Number(b))[0];
          return {
            id: newId(),
            name: dish.name,
            description: dish.description,
            price: dish.price ? cents(dish.price) : (lowest ?? ''),
            ...(variants.length > 0 && { variants }),
            allergens: [...new Set(written)],
            ...(guessed.length > 0 && { suggestedAllergens: [...new Set(guessed)] }),
          };
        }),
      })),
    };
  }

  return {
    async structure({ text, signal }) {
      try {
        const content = await chat.complete({
          temperature: 0,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: text.slice(0, 60_000) },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'menu', strict: true, schema: JSON_SCHEMA },
          },
        });
        if (signal?.aborted) return null;
        const parsed = AiDraftSchema.safeParse(JSON.parse(content ?? ''));
        if (!parsed.success) throw new Error(`invalid menu structure: ${parsed.error.message}`);
        // A model may still name an allergen the text does not: such ones stay suggestions.
        const source = normalise(text);
        return toDraft(parsed.data, (name) => source.includes(normalise(name)));
      } catch (error) {
        options.log.warn({ err: error }, 'AI menu structure failed; keeping the parser’s draft');
        return null;
      }
    },

    async readImages({ images, signal }) {
      if (images.length === 0) return null;
      try {
        const content = await vision.complete({
          temperature: 0,
          messages: [
            { role: 'system', content: IMAGE_PROMPT },
            {
              role: 'user',
              content: [
                {
                  type: 'text',
                  text:
                    images.length === 1
                      ? 'Voici la carte.'
                      : `Voici les ${images.length} pages de la carte, dans l’ordre.`,
                },
                ...images.map((jpeg) => ({
                  type: 'image_url' as const,
                  image_url: {
                    url: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
                    detail: 'high' as const,
                  },
                })),
              ],
            },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'menu_from_images', strict: true, schema: IMAGE_JSON_SCHEMA },
          },
        });
        if (signal?.aborted) return null;
        const parsed = AiImageAnswerSchema.safeParse(JSON.parse(content ?? ''));
        if (!parsed.success) throw new Error(`invalid menu structure: ${parsed.error.message}`);
        // No text of ours to check the model against: every allergen it names is "à vérifier".
        return { draft: toDraft(parsed.data, () => false), text: parsed.data.text };
      } catch (error) {
        options.log.warn({ err: error }, 'AI reading of the images failed; reading them offline');
        return null;
      }
    },
  };
}
