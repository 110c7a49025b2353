import type { AppDatabase } from '../db/database';
import { isFullyMigrated } from '../db/migrator';
import type { EventBus } from '../events/event-bus';

/** What `/readyz` answers, first failing check first. */
export type ReadinessStatus =
  | 'ready'
  | 'shutting down'
  | 'database unavailable'
  | 'migrations pending'
  | 'event listener disconnected';

export type Readiness = {
  check(): Promise<ReadinessStatus>;
  /** From now on this instance refuses traffic (SIGTERM; also when the app starts closing). */
  beginShutdown(): void;
  readonly isShuttingDown: boolean;
};

/**
 * Whether this instance should get traffic (docs/deploy.md "Health checks"): not shutting down,
 * the database answers, every migration this code knows is applied (asked until true once: a
 * migration is never undone), and the event bus hears other instances' commits (PostgreSQL's
 * LISTEN connection is up; without it, boards and diner streams here would go quiet).
 */
export function createReadiness(deps: {
  database: AppDatabase;
  events: Pick<EventBus, 'isListening'>;
  isMigrated?: () => Promise<boolean>;
}): Readiness {
  const { database, events } = deps;
  const isMigrated = deps.isMigrated ?? (() => isFullyMigrated(database.db));
  let isShuttingDown = false;
  let hasMigrated = false;

  return {
    async check() {
      if (isShuttingDown) return 'shutting down';
      if (!(await database.isReady())) return 'database unavailable';
      if (!hasMigrated) {
        hasMigrated = await isMigrated().catch(() => false);
        if (!hasMigrated) return 'migrations pending';
      }
      if (!events.isListening()) return 'event listener disconnected';
      return isShuttingDown ? 'shutting down' : 'ready';
    },
    beginShutdown() {
      isShuttingDown = true;
    },
    get isShuttingDown() {
      return isShuttingDown;
    },
  };
}
