import { PlanSchema } from '../../domain/plans/plans-schema';
import type { AppDatabase } from '../db/database';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import { changePlan, requireOwnerIdByEmail } from '../plans/plan-service';

export const ADMIN_USAGE = `Usage:
  npm run admin -- plan <email> premium|free   set an owner's plan (Premium granted by the team;
                                               a subscription's events set it otherwise)`;

/**
 * Operator commands. Returns the process exit code; `print` receives the lines to show.
 */
export async function runAdminCommand(
  args: readonly string[],
  deps: { database: AppDatabase; events: EventBus; print: (line: string) => void },
): Promise<number> {
  const [command, email, plan] = args;
  if (command !== 'plan' || !email || !PlanSchema.safeParse(plan).success) {
    deps.print(ADMIN_USAGE);
    return 2;
  }
  try {
    const ownerId = await requireOwnerIdByEmail(deps.database, email);
    const result = await changePlan(deps, {
      ownerId,
      plan: PlanSchema.parse(plan),
    });
    deps.print(`${email}: ${result.previous} → ${result.plan}`);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    deps.print(error.message);
    return 1;
  }
}
