import type { Kysely } from 'kysely';
import { type JournalArchive, JournalArchiveSchema } from '../../domain/journal/journal-schema';
import type { Database } from '../db/schema';
import { checkClosures, closuresByKind, createEntryWalker } from './journal-checks';
import { checkOwner } from './journal-owner-check';
import { type ClosureRow, journalRepository as repository } from './journal-repository';
import { fromArchivedEntry, fromClosure, totalsOfRows } from './journal-rows';
import { archiveSigningParts, type Signer } from './journal-signing';

/** `npm run journal:verify`'s two checks (docs/fiscal-journal.md "Verifying"). */

export type DatabaseReport = {
  owners: number;
  entries: number;
  closures: number;
  /** The first problem of each owner whose journal does not hold: "owner X: entry 17: …". */
  problems: string[];
};

/** Every owner's chain of entries, head and closures, read from the database without writing. */
export async function verifyDatabase(
  db: Kysely<Database>,
  signer: Signer,
): Promise<DatabaseReport> {
  const report: DatabaseReport = { owners: 0, entries: 0, closures: 0, problems: [] };
  for (const ownerId of await repository.allOwners(db)) {
    report.owners += 1;
    const check = await checkOwner(db, signer, ownerId);
    report.entries += check.entries;
    report.closures += check.closures;
    const [first] = check.findings;
    if (!first) continue;
    const hint = first.sequence === 1 && first.text.includes('signature') ? WRONG_KEY_HINT : '';
    report.problems.push(`owner ${ownerId}: ${first.text}${hint}`);
  }
  return report;
}

const WRONG_KEY_HINT = ' (or the configured key is not the one that signed this journal)';

/** An archive file's entries, closures and signature; null when everything holds. */
export function verifyArchive(
  text: string,
  signer: Signer,
): { problem: string | null; archive?: JournalArchive } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: 'not a JSON document' };
  }
  const parsed = JournalArchiveSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      problem: `not a journal archive (${issue?.path.join('.') || 'document'}: ${issue?.message})`,
    };
  }
  const archive = parsed.data;
  const problem =
    archiveProblem(archive, signer) ?? signatureProblem(json as Record<string, unknown>, signer);
  return {
    problem: problem && `archive ${archive.period} of owner ${archive.ownerId}: ${problem}`,
    archive,
  };
}

function archiveProblem(archive: JournalArchive, signer: Signer): string | null {
  if (archive.keyId !== signer.keyId) {
    return `signed with another key (key ${archive.keyId}; the configured key is ${signer.keyId})`;
  }
  if (archive.integrity && !archive.integrity.verified) {
    return `made from a journal that did not hold (${archive.integrity.problem ?? 'unverified'})`;
  }
  const { ownerId, chain } = archive;
  const entries = archive.entries.map((entry) => fromArchivedEntry(entry, ownerId));
  const walker = createEntryWalker(signer, {
    sequence: chain.firstSequence,
    previousSignature: chain.previousSignature,
  });
  for (const entry of entries) {
    const problem = walker.check(entry);
    if (problem) return problem;
  }
  const end = walker.position();
  if (end.sequence <= chain.lastSequence) {
    return end.sequence === chain.lastSequence
      ? `entry ${end.sequence} missing`
      : `entries ${end.sequence} to ${chain.lastSequence} missing`;
  }
  if (end.sequence !== chain.lastSequence + 1 || end.previousSignature !== chain.lastSignature) {
    return 'the chain does not end where the archive says';
  }
  const closures = archive.closures.map((closure) => fromClosure(closure, ownerId));
  const inArchive = (closure: ClosureRow) =>
    closure.first_sequence >= chain.firstSequence && closure.last_sequence <= chain.lastSequence;
  const signatureAt = new Map(entries.map((entry) => [entry.sequence, entry.signature]));
  for (const closure of closures) {
    const at = signatureAt.get(closure.last_sequence);
    if (closure.last_signature && at !== undefined && at !== closure.last_signature) {
      return `entry ${closure.last_sequence}: not the entry the ${closure.kind} closure ${closure.period} signed`;
    }
  }
  for (const { closures: ofKind, children } of closuresByKind(closures)) {
    const problem = checkClosures({
      signer,
      ownerId,
      closures: ofKind,
      isWholeChain: false,
      dayTotals: (closure) =>
        inArchive(closure)
          ? totalsOfRows(
              entries.filter(
                (entry) =>
                  entry.sequence >= closure.first_sequence &&
                  entry.sequence <= closure.last_sequence,
              ),
            )
          : undefined,
      children,
    });
    if (problem) return problem;
  }
  return null;
}

/** Over the document as written (a field added to it counts too), not as parsed. */
function signatureProblem(document: Record<string, unknown>, signer: Signer): string | null {
  const { signature, ...unsigned } = document;
  let isValid = false;
  try {
    isValid = signer.isValid(archiveSigningParts(unsigned), String(signature));
  } catch {
    // A number that is not an integer somewhere: not what was signed.
  }
  return isValid
    ? null
    : 'archive signature does not match: the file was changed after it was signed';
}
