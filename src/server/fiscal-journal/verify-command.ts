import { readFileSync } from 'node:fs';
import type { Config } from '../config';
import { readJournalKey } from '../config-secrets';
import { createDatabase } from '../db/database';
import { createSigner } from './journal-signing';
import { verifyArchive, verifyDatabase } from './journal-verify';

/**
 * `npm run journal:verify [archive.json]`: checks the configured database (every owner), or an
 * archive file, with the configured key. Prints the first problem of each owner (or of the
 * archive) and answers 1, or a one-line summary and 0. Reads only: it writes nothing, not even
 * a key.
 */
export async function runJournalVerify(
  args: readonly string[],
  deps: { config: Config; print: (line: string) => void },
): Promise<number> {
  const { config, print } = deps;
  const key = readJournalKey(config);
  if (!key) {
    print(
      `No journal key: set JOURNAL_SIGNING_KEY (or keep ${config.dataDir}/journal.key) as the server has it.`,
    );
    return 2;
  }
  const signer = createSigner(key);
  const [file] = args;
  if (file) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      print(`${file}: cannot be read (${(error as Error).message})`);
      return 2;
    }
    const { problem, archive } = verifyArchive(text, signer);
    if (problem || !archive) {
      print(`${file}: ${problem}`);
      return 1;
    }
    print(
      `${file}: archive ${archive.period} holds — ${archive.entries.length} entries (${archive.chain.firstSequence} to ${archive.chain.lastSequence}), ${archive.closures.length} closures, every signature valid.`,
    );
    return 0;
  }
  const database = createDatabase(config.database);
  try {
    const report = await verifyDatabase(database.db, signer);
    for (const problem of report.problems) print(problem);
    if (report.problems.length > 0) return 1;
    print(
      `journal holds (${database.dialect}): ${report.owners} owners, ${report.entries} entries, ${report.closures} closures, every signature and link valid.`,
    );
    return 0;
  } finally {
    await database.destroy();
  }
}
