import type { AppMigration } from '../migrator';

/**
 * The restaurant's public profile (issue 15 §5, docs/restaurant-profile.md): one row per owner,
 * written the first time they save it. Opening hours are a JSON list of weekly slots
 * (src/domain/time/weekly-slots.ts); the logo and the cover are the owner's uploaded images,
 * by id (an image in use cannot be deleted; the foreign key is the last safety net).
 */
export const restaurantProfileMigration: AppMigration = {
  name: '2026-11-28-070-restaurant-profile',
  async up(db, dialect) {
    const isPostgres = dialect === 'postgres';
    await db.schema
      .createTable('restaurant_profile')
      .addColumn('owner_id', 'text', (c) =>
        c.primaryKey().references('user.id').onDelete('cascade'),
      )
      .addColumn('street_address', 'text')
      .addColumn('postal_code', 'text')
      .addColumn('city', 'text')
      .addColumn('phone', 'text')
      .addColumn('description', 'text')
      .addColumn('website', 'text')
      .addColumn('instagram', 'text')
      .addColumn('reservation_url', 'text')
      .addColumn('opening_hours', isPostgres ? 'jsonb' : 'text', (c) => c.notNull())
      .addColumn('logo_image_id', 'text', (c) => c.references('image.id').onDelete('set null'))
      .addColumn('cover_image_id', 'text', (c) => c.references('image.id').onDelete('set null'))
      .addColumn('updated_at', isPostgres ? 'timestamptz' : 'text', (c) => c.notNull())
      .execute();
  },
};
