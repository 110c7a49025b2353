import { loadConfig } from '../config';
import { createDatabase } from './database';
import { migrateDatabase } from './migrate-database';

const config = loadConfig();
const database = createDatabase(config.database);
try {
  const applied = await migrateDatabase(config, database);
  console.log(
    applied.length === 0
      ? `Database (${database.dialect}) is up to date.`
      : `Applied on ${database.dialect}: ${applied.join(', ')}`,
  );
} finally {
  await database.destroy();
}
