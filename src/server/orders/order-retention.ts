import type { Logger } from '../logging/logger';
import { repeatJob } from '../repeat-job';
import type { OrderService } from './order-service';

/** Finished orders (completed, cancelled) are kept this long, then deleted (docs/orders.md). */
export const ORDER_RETENTION_DAYS = 90;
const EVERY_MS = 6 * 3_600_000;

/**
 * The retention job: every instance runs it a minute after boot and then every 6 hours (the
 * delete is idempotent, so several instances running it is harmless).
 */
export function scheduleOrderRetention(
  orders: Pick<OrderService, 'purgeOldOrders'>,
  log: Logger,
): () => void {
  const run = () =>
    orders
      .purgeOldOrders({ olderThanDays: ORDER_RETENTION_DAYS })
      .then((count) => {
        if (count > 0) log.info(`order retention: ${count} finished orders deleted`);
      })
      .catch((error) => log.error({ err: error }, 'order retention failed'));
  return repeatJob(run, { firstAfterMs: 60_000, everyMs: EVERY_MS });
}
