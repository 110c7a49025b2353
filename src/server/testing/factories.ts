import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/database';

export type OwnerFixture = { id: string; email: string; password: string; restaurantName: string };

/**
 * A confirmed owner, created through Better Auth itself (so the password is hashed the real
 * way) and then marked verified. Shared by integration tests, e2e fixtures and the demo seed.
 */
export async function createOwner(
  app: FastifyInstance,
  database: AppDatabase,
  overrides: Partial<Omit<OwnerFixture, 'id'>> = {},
): Promise<OwnerFixture> {
  const email = overrides.email ?? `owner-${randomUUID().slice(0, 8)}@example.fr`;
  const password = overrides.password ?? 'Une phrase de passe solide';
  const restaurantName = overrides.restaurantName ?? 'Le Petit Bistro';
  const { user } = await app.auth.api.signUpEmail({
    body: { email, password, name: restaurantName, restaurantName },
  });
  await database.db
    .updateTable('user')
    .set({ emailVerified: true })
    .where('id', '=', user.id)
    .execute();
  return { id: user.id, email, password, restaurantName };
}
