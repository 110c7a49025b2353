import type { AppMigration } from '../migrator';

/**
 * Menu schedules (issue 15 §7, docs/menu-schedules.md): the weekly slots a menu serves itself
 * in, as JSON (`WeeklySlot[]`), null without a schedule. A column beside the menu document, not
 * in it: setting hours never bumps the menu's version (an open editor's If-Match).
 */
export const menuScheduleMigration: AppMigration = {
  name: '2026-11-28-090-menu-schedule',
  async up(db, dialect) {
    await db.schema
      .alterTable('menu')
      .addColumn('schedule', dialect === 'postgres' ? 'jsonb' : 'text')
      .execute();
  },
};
