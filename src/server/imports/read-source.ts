import { IMPORT_MESSAGES } from '../../domain/menu-import/import-schemas';
import { parseMenuText } from '../../domain/menu-import/parse-menu-text';
import { proposeColumnMapping, rowsToDraft } from '../../domain/menu-import/rows-to-draft';
import { ENTITLEMENTS } from '../../domain/plans/plans';
import type { AppDatabase } from '../db/database';
import { AppError } from '../http/app-error';
import { getPlan } from '../owner-state/owner-plan';
import type { MenuStructurer } from './ai-structurer';
import { extractSourceIsolated } from './extract/isolated-extract';
import type { ClaimedImport, ImportOutcome } from './import-repository';
import { importRepository as imports } from './import-repository';

const countDishes = (outcome: ImportOutcome) =>
  outcome.draft.categories.reduce((sum, category) => sum + category.items.length, 0);

/**
 * One claimed job → its outcome: the file's text (or rows) through the extractors, then the
 * parser; the model's structure instead when one is configured and the owner's plan includes
 * it (Premium: "AI-assisted creation of menus"), the parser's when the model fails.
 * `onProgress` gets 0–1 while reading (OCR takes seconds).
 */
export async function readImportSource(
  deps: { database: AppDatabase; structurer: MenuStructurer | null },
  job: ClaimedImport,
  options: { onProgress: (share: number) => void; signal: AbortSignal },
): Promise<ImportOutcome> {
  const { db } = deps.database;
  let text: string;
  let pages: number | undefined;
  if (job.sourceText !== null) {
    text = job.sourceText;
  } else {
    const bytes = await imports.readFile(db, job.id);
    if (!bytes) throw new AppError('NOT_FOUND', IMPORT_MESSAGES.failed);
    // Read in a child process, killed past its time or memory (issue 42 §1).
    const extracted = await extractSourceIsolated(
      { bytes, filename: job.filename ?? undefined },
      { onProgress: (share) => options.onProgress(share * 0.9), signal: options.signal },
    );
    if ('rows' in extracted) {
      // Unsure guesses still give a mapping: the screen's column step lets the owner fix it.
      const mapping = proposeColumnMapping(extracted.rows);
      return {
        ...rowsToDraft(extracted.rows, mapping),
        rows: extracted.rows,
        mapping,
        structuredBy: 'parser',
      };
    }
    text = extracted.text;
    pages = extracted.pages;
  }
  options.onProgress(0.9);
  const parsed: ImportOutcome = {
    ...parseMenuText(text),
    pages,
    sourceText: text,
    structuredBy: 'parser',
  };
  let outcome = parsed;
  if (deps.structurer && ENTITLEMENTS[await getPlan(db, job.ownerId)].canGenerateWithAi) {
    const draft = await deps.structurer.structure({ text, signal: options.signal });
    // The model's draft replaces the parser's; lines it left out are not tracked line by line.
    if (draft) outcome = { ...parsed, draft, unrecognised: [], structuredBy: 'ai' };
  }
  if (countDishes(outcome) === 0) throw new AppError('VALIDATION', IMPORT_MESSAGES.nothingFound);
  return outcome;
}
