/**
 * Backup names carry their UTC time to the millisecond, so they sort in time order and two
 * backups (the schedule and `npm run backup`) never collide:
 * `ardoise-2026-11-26T100000.123Z.tar.gz`.
 */
const NAME = /^ardoise-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})\.(\d{3})Z\.tar\.gz$/;

export const CHECKSUM_SUFFIX = '.sha256';

export function backupNameAt(time: Date): string {
  const iso = time.toISOString(); // 2026-11-26T10:00:00.123Z
  return `ardoise-${iso.slice(0, 10)}T${iso.slice(11, 19).replaceAll(':', '')}${iso.slice(19)}.tar.gz`;
}

/** The time a backup name carries, or null for any other name. */
export function timeOfBackupName(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, millis] = match;
  const time = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(time.getTime()) ? null : time;
}

/** The `.sha256` file's content, as `sha256sum` writes it (so `sha256sum -c` checks it). */
export function checksumLine(sha256: string, name: string): string {
  return `${sha256}  ${name}\n`;
}

/** The hex digest of a `.sha256` file's content, or null when it is not one. */
export function parseChecksumLine(text: string): string | null {
  return /^([0-9a-f]{64})\b/i.exec(text.trim())?.[1]?.toLowerCase() ?? null;
}

/**
 * Retention: the newest `keepHourly` backups, plus the newest backup of each of the
 * `keepDaily` most recent UTC days that have one. Returns the names to delete (oldest first);
 * names that are not backups are never touched.
 */
export function expiredBackups(
  names: readonly string[],
  keep: { keepHourly: number; keepDaily: number },
): string[] {
  const backups = names
    .map((name) => ({ name, time: timeOfBackupName(name) }))
    .filter((backup): backup is { name: string; time: Date } => backup.time !== null)
    .sort((a, b) => b.time.getTime() - a.time.getTime());
  const kept = new Set(backups.slice(0, keep.keepHourly).map((backup) => backup.name));
  const days = new Set<string>();
  for (const backup of backups) {
    const day = backup.time.toISOString().slice(0, 10);
    if (days.has(day)) continue;
    if (days.size >= keep.keepDaily) break;
    days.add(day);
    kept.add(backup.name);
  }
  return backups
    .filter((backup) => !kept.has(backup.name))
    .map((backup) => backup.name)
    .reverse();
}
