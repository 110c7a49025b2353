import { sql } from 'kysely';
import type { AppMigration } from '../migrator';

/**
 * The event log's order is drawn at commit (docs/decisions/004-event-log.md, "Ordered at
 * commit"). Readers follow `seq`, not `id`: an instance that has read up to `seq` n must never
 * miss a smaller one committed later. On PostgreSQL a deferred constraint trigger gives each
 * row its `seq` at COMMIT, under a transaction-scoped advisory lock, and sends the NOTIFY: the
 * one lock every restaurant's writes share is then held for the commit alone, inside the
 * database, never across a round trip of a busy event loop (it was: bench:service, "Third
 * pass" of docs/performance.md). SQLite has one writer at a time: `seq` is the id.
 *
 * Rolling upgrade: an instance of the previous version still reads by `id`, which the new
 * writers draw without the lock, so while both versions run it may pass over an event; its
 * boards and order pills catch up at the owner's next event (they replay their own ids), its
 * cached public pages at their next change. Replace the instances one after the other without
 * a long pause (docs/deploy.md, "Upgrading").
 */
export const eventOrderMigration: AppMigration = {
  name: '2026-12-05-100-event-order',
  async up(db, dialect) {
    const isPostgres = dialect === 'postgres';
    await db.schema
      .alterTable('app_event')
      .addColumn('seq', isPostgres ? 'bigint' : 'integer')
      .execute();
    await sql`update app_event set seq = id`.execute(db);
    await db.schema
      .createIndex('app_event_seq_idx')
      .on('app_event')
      .column('seq')
      .unique()
      .execute();
    if (!isPostgres) {
      await sql`
        create trigger app_event_seq after insert on app_event
        begin
          update app_event set seq = new.id where id = new.id;
        end`.execute(db);
      return;
    }
    await sql`create sequence app_event_seq_seq`.execute(db);
    await sql`select setval('app_event_seq_seq', coalesce((select max(id) from app_event), 0) + 1, false)`.execute(
      db,
    );
    // 7416001: the lock the previous version took at insert (the same lock, so both can run);
    // 'ardoise_events': EVENT_CHANNEL of src/server/events/event-log.ts.
    await sql`
      create function app_event_order() returns trigger language plpgsql as $$
      declare
        drawn bigint;
      begin
        perform pg_advisory_xact_lock(7416001);
        drawn := nextval('app_event_seq_seq');
        update app_event set seq = drawn where id = new.id;
        perform pg_notify('ardoise_events', drawn::text);
        return null;
      end
      $$`.execute(db);
    await sql`
      create constraint trigger app_event_order after insert on app_event
      deferrable initially deferred
      for each row execute function app_event_order()`.execute(db);
  },
};
