import { loadOnce } from '../load-once';

/** The PostgreSQL driver, imported with the first connection: a SQLite process never needs it. */
export const loadPg = loadOnce(async () => (await import('pg')).default);
