import type { AppMigration } from '../migrator';

/**
 * Issue 24 §1: who did it, beside what was done — the "Épuisé" mark, the table closed "Réglé en
 * caisse", the refund — named as they were at the time (a member who leaves stays in the
 * history). Null for rows written before the team existed.
 */
export const actorsRecordedMigration: AppMigration = {
  name: '2026-12-02-120-actors-recorded',
  async up(db) {
    await db.schema.alterTable('dish_sold_out').addColumn('marked_by_name', 'text').execute();
    await db.schema.alterTable('table_tab').addColumn('closed_by_name', 'text').execute();
    await db.schema.alterTable('payment_refund').addColumn('refunded_by_name', 'text').execute();
  },
};
