import type { Kysely } from 'kysely';
import type { Plan } from '../../domain/plans/plans';
import type { Database } from '../db/schema';

/** An owner without a row is on the free plan. */
export async function getPlan(db: Kysely<Database>, ownerId: string): Promise<Plan> {
  const row = await db
    .selectFrom('owner_plan')
    .select('plan')
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return row?.plan ?? 'free';
}

export async function savePlan(db: Kysely<Database>, ownerId: string, plan: Plan): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto('owner_plan')
    .values({ owner_id: ownerId, plan, updated_at: updatedAt })
    .onConflict((conflict) =>
      conflict.column('owner_id').doUpdateSet({ plan, updated_at: updatedAt }),
    )
    .execute();
}
