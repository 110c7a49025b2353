import type { Plan } from '../../domain/plans/plans';
import type { AppDatabase } from '../db/database';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import { changePlanInTransaction } from '../owner-state/plan-change';

/** Changes an owner's plan and says so (`owner.changed`): see `changePlanInTransaction`. */
export async function changePlan(
  { database, events }: { database: AppDatabase; events: EventBus },
  input: { ownerId: string; plan: Plan },
): Promise<{ previous: Plan; plan: Plan }> {
  return events.transaction(async (trx, emit) => {
    const result = await changePlanInTransaction(trx, database.dialect, input);
    await emit('owner.changed', { ownerId: input.ownerId });
    return result;
  });
}

/** The operator command's lookup: an owner by email, or a clear error. */
export async function requireOwnerIdByEmail(database: AppDatabase, email: string): Promise<string> {
  const row = await database.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', `Aucun compte pour ${email}.`);
  return row.id;
}
