import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { afterFirstInteraction } from './on-demand';

const OFFLINE_MESSAGE = 'Pas de connexion : réessayez une fois connecté.';

/**
 * A react-hook-form resolver whose zod schema, zod itself (22 KB compressed) and the zod
 * resolver load with the first validation, or when the browser is idle after the owner's first
 * tap or key (lib/on-demand): a form shown on a screen's first load does not bring them.
 * `load` imports a module that builds the schema (never imported statically by the screen).
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  type Loaded = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  let loading: Promise<Loaded> | null = null;
  const resolver = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Loaded,
      (error: unknown) => {
        loading = null; // offline: the next submit tries again
        throw error;
      },
    );
    return loading;
  };
  if (typeof window !== 'undefined') afterFirstInteraction(() => void resolver().catch(() => {}));
  return async (values, context, options) => {
    try {
      return await (await resolver())(values, context, options);
    } catch {
      const errors = { root: { type: 'offline', message: OFFLINE_MESSAGE } };
      return { values: {}, errors: errors as FieldErrors<z.input<Schema>> };
    }
  };
}
