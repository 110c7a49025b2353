import { sql } from 'kysely';
import type { AppMigration } from '../migrator';

/**
 * Issue 24 §1–2, docs/decisions/016-team.md. Better Auth's organization plugin tables
 * (organization, member, invitation, session.activeOrganizationId, its column names) with one
 * organization per restaurant whose id IS the owner's user id, the key every restaurant row
 * already uses; then the paired devices (tablets) and their one-time pairing codes.
 * Existing accounts each get their organization and their owner membership.
 */
export const teamMigration: AppMigration = {
  name: '2026-12-02-110-team',
  async up(db, dialect) {
    const isPostgres = dialect === 'postgres';
    const date = isPostgres ? 'timestamptz' : 'date';
    const timestamp = isPostgres ? 'timestamptz' : 'text';

    await db.schema
      .createTable('organization')
      // = the owner's user id: deleting the owner's account deletes the restaurant's team.
      .addColumn('id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('logo', 'text')
      .addColumn('createdAt', date, (c) => c.notNull())
      .addColumn('metadata', 'text')
      .execute();

    await db.schema
      .createTable('member')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('organizationId', 'text', (c) =>
        c.notNull().references('organization.id').onDelete('cascade'),
      )
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('createdAt', date, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('member_user_org_idx')
      .on('member')
      .columns(['userId', 'organizationId'])
      .unique()
      .execute();
    await db.schema
      .createIndex('member_organizationId_idx')
      .on('member')
      .column('organizationId')
      .execute();

    await db.schema
      .createTable('invitation')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('organizationId', 'text', (c) =>
        c.notNull().references('organization.id').onDelete('cascade'),
      )
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('role', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('expiresAt', date, (c) => c.notNull())
      .addColumn('createdAt', date, (c) => c.notNull())
      .addColumn('inviterId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .execute();
    await db.schema
      .createIndex('invitation_organizationId_idx')
      .on('invitation')
      .column('organizationId')
      .execute();
    await db.schema.createIndex('invitation_email_idx').on('invitation').column('email').execute();

    await db.schema.alterTable('session').addColumn('activeOrganizationId', 'text').execute();

    // A tablet signed in without a password (§2): its cookie's token is stored hashed.
    await db.schema
      .createTable('team_device')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('service', 'kitchen')`))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_by_name', 'text', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('last_active_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('team_device_owner_idx')
      .on('team_device')
      .column('owner_id')
      .execute();

    // A pairing code shown on the board for 5 minutes, used once; stored hashed.
    await db.schema
      .createTable('team_pairing')
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('service', 'kitchen')`))
      .addColumn('created_by_name', 'text', (c) => c.notNull())
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .execute();

    // Every existing restaurant: its organization and its owner.
    const now = new Date();
    const createdAt = isPostgres ? now : now.toISOString();
    const users = await db
      .selectFrom('user')
      .select(['id', 'restaurantName'])
      .where('restaurantName', '<>', '')
      .execute();
    for (const user of users) {
      await db
        .insertInto('organization')
        .values({ id: user.id, name: user.restaurantName, slug: user.id, createdAt })
        .execute();
      await db
        .insertInto('member')
        .values({
          id: `owner-${user.id}`,
          organizationId: user.id,
          userId: user.id,
          role: 'owner',
          createdAt,
        })
        .execute();
    }
  },
};
