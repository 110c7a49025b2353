import type { AppMigration } from '../migrator';

/**
 * Issue 24 §1: who did it. An order event's `actor` stays the side ('diner' or 'owner', the
 * restaurant's side); `actor_id` and `actor_name` say which member or device of the restaurant
 * (null for the diner and for events written before the team existed). The name is copied at
 * the time of the event: the history reads the same after a member leaves.
 */
export const teamActorsMigration: AppMigration = {
  name: '2026-12-02-100-team-actors',
  async up(db) {
    await db.schema.alterTable('order_event').addColumn('actor_id', 'text').execute();
    await db.schema.alterTable('order_event').addColumn('actor_name', 'text').execute();
  },
};
