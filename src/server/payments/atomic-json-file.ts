import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

let counter = 0;

/**
 * Replaces `file` with `data` as JSON so that a reader, or the process after a crash (kill -9,
 * a power cut), finds either the old content or the new one, never an empty or half-written
 * file: written to a temporary file in the same directory (same file system, so the rename is
 * atomic), flushed to disk, renamed over the file, and the directory flushed so the rename
 * itself survives. `writeFileSync` truncates the file first: killed between the truncation and
 * the write, it left the local payment mode's state empty (issue 41 §5).
 */
export function writeJsonFileAtomically(file: string, data: unknown, mode = 0o600) {
  const directory = path.dirname(file);
  mkdirSync(directory, { recursive: true });
  const temporary = path.join(directory, `.${path.basename(file)}.${process.pid}.${++counter}.tmp`);
  const fd = openSync(temporary, 'w', mode);
  try {
    writeSync(fd, JSON.stringify(data));
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(temporary, file);
  let directoryFd: number | null = null;
  try {
    directoryFd = openSync(directory, 'r');
    fsyncSync(directoryFd);
  } catch {
    // Some file systems refuse to sync a directory: the rename stands, only its durability
    // across a power cut is left to the system.
  } finally {
    if (directoryFd !== null) closeSync(directoryFd);
  }
}
