import { loadConfig } from '../config';
import { createDatabase } from './database';
import { migrateToLatest } from './migrator';

const config = loadConfig();
const database = createDatabase(config.database);
try {
  const applied = await migrateToLatest(database.db, database.dialect);
  console.log(
    applied.length === 0
      ? `Database (${database.dialect}) is up to date.`
      : `Applied on ${database.dialect}: ${applied.join(', ')}`,
  );
} finally {
  await database.destroy();
}
