import { ENTITLEMENTS } from '../../domain/plans/plans';
import type { AppDatabase } from '../db/database';
import { AppError } from '../http/app-error';
import { getPlan } from '../owner-state/owner-plan';
import type { Throttle } from '../rate-limit/throttle';
import type { DescriptionGenerator, GeneratedDescription } from './description-generator';

/** The dish panel's "Générer": AI for Premium when configured, local templates otherwise. */
export function createDescriptionService(deps: {
  database: AppDatabase;
  generator: DescriptionGenerator;
  throttle: Throttle;
}) {
  return {
    async describeDish(input: {
      ownerId: string;
      dishName: string;
    }): Promise<GeneratedDescription> {
      const key = `describe:${input.ownerId}`;
      if (await deps.throttle.isBlocked(key)) {
        throw new AppError('RATE_LIMITED', 'Trop de demandes. Réessayez dans une minute.');
      }
      await deps.throttle.hit(key);
      const plan = await getPlan(deps.database.db, input.ownerId);
      return deps.generator.generate({
        dishName: input.dishName,
        useAi: ENTITLEMENTS[plan].canGenerateWithAi,
      });
    },
  };
}

export type DescriptionService = ReturnType<typeof createDescriptionService>;
