import { backup, DatabaseSync } from 'node:sqlite';

/** The largest page count one backup step takes: the whole database in one step. */
const ALL_PAGES = 2 ** 31 - 1;

/**
 * An online copy of a live SQLite database through SQLite's backup API (never a file copy:
 * that could catch a half-written page or miss the commits still in the WAL). It reads through
 * its own connection, in one step, so the copy is one read transaction: a consistent snapshot
 * that holds every transaction committed before it started. In WAL mode writers go on
 * meanwhile; a copy taken in several steps would restart each time another connection writes.
 * The copy is left as one self-contained file (rollback journal, no -wal beside it).
 */
export async function copySqliteOnline(sourceFile: string, targetFile: string): Promise<void> {
  const source = new DatabaseSync(sourceFile, { timeout: 5000 });
  try {
    await backup(source, targetFile, { rate: ALL_PAGES });
  } finally {
    source.close();
  }
  const copy = new DatabaseSync(targetFile);
  try {
    copy.exec('PRAGMA journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/** `PRAGMA integrity_check` on a database file: [] when it answers `ok`, else its findings. */
export function checkSqliteIntegrity(file: string): string[] {
  let database: DatabaseSync;
  try {
    database = new DatabaseSync(file, { readOnly: true });
  } catch (error) {
    return [(error as Error).message];
  }
  try {
    const rows = database.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[];
    const findings = rows.map((row) => row.integrity_check);
    return findings.length === 1 && findings[0] === 'ok' ? [] : findings;
  } catch (error) {
    return [(error as Error).message];
  } finally {
    database.close();
  }
}
