// `npm run admin -- <command>`: operator commands on the configured database.
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { createEventBus } from '../events/event-bus';
import { consoleLogger } from '../logging/logger';
import { runAdminCommand } from './commands';

const database = createDatabase(loadConfig().database);
try {
  await migrateToLatest(database.db, database.dialect);
  process.exitCode = await runAdminCommand(process.argv.slice(2), {
    database,
    // Writes events only: running servers hear of the change through the event log.
    events: createEventBus({ database, log: consoleLogger() }),
    print: (line) => console.log(line),
  });
} finally {
  await database.destroy();
}
