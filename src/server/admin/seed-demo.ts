// `npm run seed:demo`: a confirmed Premium demo owner with a realistic French menu, so that a
// newcomer sees a real menu a minute after installing. Safe to run twice.
import { buildDemoMenu } from '../../domain/catalog/demo-menu';
import { createAuth } from '../auth/auth';
import { loadConfig } from '../config';
import { resolveAuthSecret } from '../config-secrets';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { createEventBus } from '../events/event-bus';
import { consoleLogger, silentLogger } from '../logging/logger';
import { createMailer } from '../mail/mailer';
import { createMenu, createOwner } from '../testing/factories';

export const DEMO_OWNER = {
  email: 'demo@ardoise.local',
  password: 'Ardoise demo 2026',
  restaurantName: 'Le Petit Bistro',
};

const config = loadConfig();
const database = createDatabase(config.database);
try {
  await migrateToLatest(database.db, database.dialect);
  const existing = await database.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', DEMO_OWNER.email)
    .executeTakeFirst();
  let ownerId = existing?.id;
  if (existing) {
    console.log('The demo owner already exists.');
  } else {
    const events = createEventBus({ database, log: consoleLogger() });
    const auth = createAuth({
      config: { ...config, authSecret: resolveAuthSecret(config, (line) => console.warn(line)) },
      database,
      mailer: createMailer({ from: config.mailFrom, log: silentLogger }),
      events,
      log: consoleLogger(),
    });
    const owner = await createOwner({ auth, database, events }, { ...DEMO_OWNER, plan: 'premium' });
    await createMenu({ database, events }, owner.id, buildDemoMenu('La carte du Petit Bistro'));
    ownerId = owner.id;
    console.log('Demo owner created (Premium) with a full menu.');
  }
  // The server must read the same database: say which one, and where it answers (PUBLIC_URL,
  // from PORT unless set), so that a different DATA_DIR or PORT is no silent surprise.
  const where =
    config.database.dialect === 'sqlite'
      ? `SQLite file ${config.database.file} (DATA_DIR=${config.dataDir})`
      : 'PostgreSQL (DATABASE_URL)';
  console.log(`Database: ${where}`);
  console.log(`Start the server with the same DATA_DIR (or DATABASE_URL) and PORT=${config.port}.`);
  console.log(`Sign in at ${config.publicUrl}/login`);
  console.log(`  email:    ${DEMO_OWNER.email}`);
  console.log(`  password: ${DEMO_OWNER.password}`);
  if (ownerId) console.log(`Diner page: ${config.publicUrl}/u/${ownerId}`);
} finally {
  await database.destroy();
}
