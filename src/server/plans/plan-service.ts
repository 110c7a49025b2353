import type { Plan } from '../../domain/plans/plans';
import type { AppDatabase } from '../db/database';
import { lockOwner } from '../db/portable';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import { activateOldest } from '../menus/menu-service';
import { getPlan, savePlan } from './plan-repository';

/**
 * Changes an owner's plan. Going down to free applies the free rules at once: the oldest menu
 * becomes the active one; the others stay, read-only (see menu-service `isEditable`).
 */
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

/**
 * `changePlan` inside the caller's transaction (billing stores a subscription and the plan it
 * gives together). The caller records `owner.changed` in that transaction (`events.transaction`).
 */
export async function changePlanInTransaction(
  trx: AppDatabase['db'],
  dialect: AppDatabase['dialect'],
  input: { ownerId: string; plan: Plan },
): Promise<{ previous: Plan; plan: Plan }> {
  await lockOwner(trx, dialect, input.ownerId);
  const previous = await getPlan(trx, input.ownerId);
  await savePlan(trx, input.ownerId, input.plan);
  if (input.plan === 'free') await activateOldest(trx, input.ownerId);
  return { previous, plan: input.plan };
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
