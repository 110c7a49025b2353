import type { MenuDocumentInput } from '../../domain/menu/menu-schema';
import type { Plan } from '../../domain/plans/plans';
import { createAuth } from '../auth/auth';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { createEventBus } from '../events/event-bus';
import { consoleLogger, silentLogger } from '../logging/logger';
import { createMailer } from '../mail/mailer';
import { changePlan } from '../plans/plan-service';
import {
  createMenu,
  createOwner,
  createSessionCookie,
  type FactoryDeps,
  type OwnerFixture,
} from './factories';
import { memoizedPasswordHashing } from './memoized-passwords';

/**
 * Test-only: the Playwright fixtures' direct line to the database of a running server. Given
 * the environment the server was started with, it opens the same database with the same
 * Better Auth configuration, and creates owners, sessions and plans with the factories the
 * integration tests use, instead of going through sign-up, the mail outbox and sign-in.
 * The server runs its own migrations at boot: this never migrates.
 */
export function openE2eHarness(serverEnv: Record<string, string | undefined>) {
  const config = loadConfig(serverEnv);
  const { authSecret } = config;
  if (!authSecret) throw new Error('the e2e server needs a fixed AUTH_SECRET to share');
  const database = createDatabase(config.database);
  // The confirmation mail of a factory-made owner goes nowhere: the owner is confirmed already.
  const mailer = createMailer({ from: config.mailFrom, log: silentLogger });
  // Writes events only: the server hears of these changes through the event log.
  const log = consoleLogger('[e2e harness]', { quiet: true });
  const events = createEventBus({ database, log });
  const auth = createAuth({
    events,
    config: { ...config, authSecret },
    database,
    mailer,
    log,
    // Real hashes (the server signs these owners in), computed once per password and worker.
    passwordHashing: memoizedPasswordHashing,
  });
  const deps: FactoryDeps = { auth, database, events };

  return {
    createOwner: (overrides: Parameters<typeof createOwner>[1] = {}) =>
      createOwner(deps, overrides),
    /** A fresh session cookie for the owner (see `createSessionCookie`). */
    sessionCookie: (owner: Pick<OwnerFixture, 'id'>) => createSessionCookie(auth, owner.id),
    /** What `npm run admin -- plan` does, without starting a process. */
    setPlan: async (owner: Pick<OwnerFixture, 'id'>, plan: Plan) => {
      await changePlan({ database, events }, { ownerId: owner.id, plan });
    },
    createMenu: (owner: Pick<OwnerFixture, 'id'>, document: MenuDocumentInput) =>
      createMenu(deps, owner.id, document),
    close: () => database.destroy(),
  };
}

export type E2eHarness = ReturnType<typeof openE2eHarness>;
