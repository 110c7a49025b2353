import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect } from './database';
import type { Database } from './schema';

/**
 * The few helpers that hide a dialect difference from repositories (ARCHITECTURE.md §1:
 * nothing outside src/server/db knows which engine runs).
 */

/** Dates come back as Date (PostgreSQL) or ISO text (SQLite). */
export const toIso = (value: Date | string): string =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** Booleans come back as boolean (PostgreSQL) or 0/1 (SQLite). */
export const toBoolean = (value: boolean | number): boolean => value === true || value === 1;

/** JSON columns come back parsed (PostgreSQL jsonb) or as text (SQLite). */
export const parseJsonColumn = (value: unknown): unknown =>
  typeof value === 'string' ? JSON.parse(value) : value;

/**
 * Serialises the owner's concurrent writes inside a transaction: PostgreSQL locks the owner's
 * row; SQLite already runs one write transaction at a time. `for no key update`: two of these
 * wait for each other, but a row inserted elsewhere that refers to the owner (its foreign key
 * check takes `for key share`: a diner's count, a session) does not wait for the lock.
 */
export async function lockOwner(trx: Kysely<Database>, dialect: Dialect, ownerId: string) {
  if (dialect !== 'postgres') return;
  await sql`select id from "user" where id = ${ownerId} for no key update`.execute(trx);
}

/**
 * `lockOwner` as a condition of the first statement that writes, one round trip fewer: a
 * statement checks its conditions before it locks or writes a row, so the owner is locked
 * before anything else, as `lockOwner` first in the transaction would (the order every
 * transaction takes them in). True as long as the owner exists.
 */
export function ownerLocked(dialect: Dialect, ownerId: string): RawBuilder<SqlBool> {
  if (dialect !== 'postgres') return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`exists (select 1 from "user" where id = ${ownerId} for no key update)`;
}

/** True for a unique or primary key violation (PostgreSQL 23505, SQLite's UNIQUE constraint). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === '23505') return true;
  return typeof message === 'string' && /^UNIQUE constraint failed/.test(message);
}
