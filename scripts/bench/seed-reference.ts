import { createAuth } from '../../src/server/auth/auth';
import { type Config, resolveAuthSecret } from '../../src/server/config';
import { createDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';
import { createEventBus } from '../../src/server/events/event-bus';
import { createMailer } from '../../src/server/mail/mailer';
import { createMenu, createOwner } from '../../src/server/testing/factories';
import { buildReferenceMenu } from './reference-menu';

/** A free owner with the reference menu, in the configured database; returns the menu id. */
export async function seedReferenceMenu(
  config: Config,
): Promise<{ menuId: string; ownerId: string }> {
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.dialect);
    const events = createEventBus({ database, logError: () => {} });
    const auth = createAuth({
      config: { ...config, authSecret: resolveAuthSecret(config, () => {}) },
      database,
      mailer: createMailer({ from: config.mailFrom, log: () => {} }),
      events,
      log: () => {},
    });
    const owner = await createOwner(
      { auth, database, events },
      { restaurantName: 'Le Petit Bistro' },
    );
    const menu = await createMenu({ database, events }, owner.id, buildReferenceMenu());
    return { menuId: menu.id, ownerId: owner.id };
  } finally {
    await database.destroy();
  }
}
