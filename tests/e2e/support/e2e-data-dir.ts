import path from 'node:path';

/** The e2e server's DATA_DIR (wiped at each run; git-ignored). */
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, '..', '..', '..', '.e2e-data');
