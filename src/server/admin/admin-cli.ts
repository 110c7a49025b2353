// `npm run admin -- <command>`: operator commands on the configured database.
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { runAdminCommand } from './commands';

const database = createDatabase(loadConfig().database);
try {
  await migrateToLatest(database.db, database.dialect);
  process.exitCode = await runAdminCommand(process.argv.slice(2), {
    database,
    print: (line) => console.log(line),
  });
} finally {
  await database.destroy();
}
