import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * `npm run db:roles` (issue 41 §5, docs/deploy.md "PostgreSQL roles"): the runtime role the
 * app connects as. It reads and writes the app's tables but owns none, so it can neither alter
 * a table nor disable a trigger (PostgreSQL asks for ownership); on the payments journal it may
 * only insert and read (the head: insert, read and update), never update, delete or truncate.
 * Run as the tables' owner (the migrating role). Idempotent.
 */
export const JOURNAL_TABLES = ['journal_entry', 'journal_closure'] as const;

export async function grantRuntimeRole(
  db: Kysely<Database>,
  options: { role: string; password?: string },
): Promise<string[]> {
  const role = sql.id(options.role);
  const done: string[] = [];
  const { rows } = await sql<{ exists: boolean }>`
    select exists (select 1 from pg_roles where rolname = ${options.role}) as exists`.execute(db);
  if (!rows[0]?.exists) {
    await sql`create role ${role} login nosuperuser nocreatedb nocreaterole noinherit`.execute(db);
    done.push(`role ${options.role} created`);
  }
  if (options.password !== undefined) {
    await sql`alter role ${role} password ${sql.lit(options.password)}`.execute(db);
  }
  const { rows: owned } = await sql<{ owner: string; current: string }>`
    select tableowner as owner, current_user as current from pg_tables
    where schemaname = 'public' and tablename = 'journal_entry'`.execute(db);
  if (owned[0] && owned[0].owner === options.role) {
    throw new Error(
      `${options.role} owns the tables: the runtime role must be another role than the migrating one`,
    );
  }
  const database = sql.id(
    (await sql<{ name: string }>`select current_database() as name`.execute(db)).rows[0]?.name ??
      '',
  );
  await sql`grant connect on database ${database} to ${role}`.execute(db);
  await sql`grant usage on schema public to ${role}`.execute(db);
  await sql`grant select, insert, update, delete on all tables in schema public to ${role}`.execute(
    db,
  );
  await sql`grant usage, select, update on all sequences in schema public to ${role}`.execute(db);
  // Tables and sequences the migrating role creates later (new migrations) too.
  await sql`alter default privileges in schema public
    grant select, insert, update, delete on tables to ${role}`.execute(db);
  await sql`alter default privileges in schema public
    grant usage, select, update on sequences to ${role}`.execute(db);
  // The journal: append and read only; its head is moved, never removed.
  for (const table of JOURNAL_TABLES) {
    await sql`revoke update, delete, truncate, trigger, references on ${sql.table(table)} from ${role}`.execute(
      db,
    );
    await sql`grant select, insert on ${sql.table(table)} to ${role}`.execute(db);
  }
  await sql`revoke delete, truncate, trigger, references on journal_head from ${role}`.execute(db);
  await sql`grant select, insert, update on journal_head to ${role}`.execute(db);
  done.push(
    `${options.role}: reads and writes the app's tables, owns none; journal_entry and journal_closure: select and insert only; journal_head: select, insert, update`,
  );
  return done;
}
