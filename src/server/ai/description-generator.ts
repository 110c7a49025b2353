import { generateLocalDescription } from '../../domain/catalog/description-templates';
import type { Logger } from '../logging/logger';
import { type ChatModelOptions, createChatModel } from '../openai/chat-model';

export type GeneratedDescription = { description: string; source: 'ai' | 'local' };

/** Writes a short French description for a dish ("Générer" in the dish panel). */
export interface DescriptionGenerator {
  generate(input: { dishName: string; useAi: boolean }): Promise<GeneratedDescription>;
}

const SYSTEM_PROMPT =
  'Tu rédiges des descriptions de plats pour la carte d’un restaurant français. ' +
  'Réponds par une seule phrase en français, appétissante et factuelle, de 25 mots au plus, ' +
  'sans guillemets, sans inventer d’allergènes ni de prix, et sans rien affirmer que le nom ne ' +
  'dise pas (fait maison, produits frais, de saison, locaux, bio, chef).';

function local(dishName: string): GeneratedDescription {
  return { description: generateLocalDescription(dishName) ?? '', source: 'local' };
}

/** The default: keyword templates, answered at once, offline. */
export function createLocalDescriptionGenerator(): DescriptionGenerator {
  return { generate: async ({ dishName }) => local(dishName) };
}

/**
 * An OpenAI-compatible chat-completions endpoint (AI_BASE_URL/AI_API_KEY/AI_MODEL), for
 * Premium owners; any failure falls back to the local templates.
 */
export function createAiDescriptionGenerator(
  options: ChatModelOptions & { log: Logger },
): DescriptionGenerator {
  const chat = createChatModel(options, { timeoutMs: 8_000, maxRetries: 1 });
  return {
    async generate({ dishName, useAi }) {
      if (!useAi) return local(dishName);
      try {
        const content = await chat.complete({
          temperature: 0.7,
          max_tokens: 120,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: `Plat : ${dishName}` },
          ],
        });
        const text = content?.trim().replace(/^["«\s]+|["»\s]+$/g, '');
        if (!text) throw new Error('empty completion');
        return { description: text.slice(0, 1000), source: 'ai' };
      } catch (error) {
        options.log.warn({ err: error }, 'AI description failed; using templates');
        return local(dishName);
      }
    },
  };
}
