import type { AppMigration } from '../migrator';

/**
 * Dish photos: one row per owner and content hash (the same photo uploaded twice is one
 * image); the files, named by the hash, live in the image storage (disk or S3) and may be
 * shared by owners who uploaded the same bytes. `orphaned_at`: since when no menu of the owner
 * uses the image (set and cleared by the purge job).
 */
export const imagesMigration: AppMigration = {
  name: '2026-11-24-030-images',
  async up(db, dialect) {
    const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
    await db.schema
      .createTable('image')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('hash', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('placeholder', 'text', (c) => c.notNull())
      .addColumn('variants', 'text', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('orphaned_at', timestamp)
      .addUniqueConstraint('image_owner_hash_unique', ['owner_id', 'hash'])
      .execute();
    await db.schema.createIndex('image_hash_idx').on('image').column('hash').execute();
  },
};
