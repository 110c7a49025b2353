import path from 'node:path';

/**
 * The repository root, where dist/web, src/diner and node_modules are. This file runs from
 * src/server/ (tsx, tests) and from the bundle dist/server/server.js (`npm start`): both are
 * two folders below the root, so the same relative path holds in both (scripts/server-bundle.ts).
 */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');
