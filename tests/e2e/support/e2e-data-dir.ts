import path from 'node:path';

/**
 * The e2e server's DATA_DIR (wiped at each run; git-ignored). E2E_DATA_DIR moves it, so that a
 * second run (another port, another config) does not wipe the database of one in progress.
 */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR
  ? path.resolve(process.env.E2E_DATA_DIR)
  : path.resolve(import.meta.dirname, '..', '..', '..', '.e2e-data');
