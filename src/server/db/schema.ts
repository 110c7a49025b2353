/**
 * Table types for Kysely. Each feature's migration adds its tables here.
 */
// biome-ignore lint/complexity/noBannedTypes: filled in by the feature migrations
export type Database = {};
