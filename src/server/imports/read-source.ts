import type { MenuImportDraft, ParsedMenu } from '../../domain/menu-import/import-result';
import { IMPORT_MESSAGES, type ImportReadBy } from '../../domain/menu-import/import-schemas';
import { ENTITLEMENTS } from '../../domain/plans/plans';
import type { AppDatabase } from '../db/database';
import { AppError } from '../http/app-error';
import { getPlan } from '../owner-state/owner-plan';
import type { MenuStructurer } from './ai-structurer';
import {
  imagesForModelIsolated,
  parseMenuTextIsolated,
  readSourceIsolated,
} from './extract/isolated-extract';
import type { ClaimedImport, ImportOutcome } from './import-repository';
import { importRepository as imports } from './import-repository';

const countDishes = (draft: MenuImportDraft) =>
  draft.categories.reduce((sum, category) => sum + category.items.length, 0);

const READ_BY: Record<'text' | 'pdf' | 'photo', ImportReadBy> = {
  text: 'text',
  pdf: 'pdf-text',
  // A photo, or a scanned PDF's pictures: the server's OCR.
  photo: 'ocr',
};

/**
 * One claimed job → its outcome. For a Premium owner ("AI-assisted creation of menus") with a
 * model configured (AI_*), a photo or a PDF's pages go to the model as images (issue 42 §5) and
 * a pasted text as text; otherwise, or when the model fails in any way, the offline readers
 * (text, PDF text layer, OCR, spreadsheet) and the parser make the draft. A source read but with
 * no dish recognised fails the job with the text kept (issue 42 §4). `onProgress` gets 0–1.
 */
export async function readImportSource(
  deps: { database: AppDatabase; structurer: MenuStructurer | null },
  job: ClaimedImport,
  options: { onProgress: (share: number) => void; signal: AbortSignal },
): Promise<ImportOutcome> {
  const { db } = deps.database;
  const model =
    deps.structurer && ENTITLEMENTS[await getPlan(db, job.ownerId)].canGenerateWithAi
      ? deps.structurer
      : null;
  let text: string;
  let pages: number | undefined;
  /** The parser's reading, made in the child that read the file. */
  let read: ParsedMenu | undefined;
  let readBy: ImportReadBy;
  if (job.sourceText !== null) {
    text = job.sourceText;
    readBy = 'text';
  } else {
    const bytes = await imports.readFile(db, job.id);
    if (!bytes) throw new AppError('NOT_FOUND', IMPORT_MESSAGES.failed);
    // A photo goes to the model first: when it answers, OCR is not needed.
    if (model && job.kind === 'photo') {
      const read = await readImagesWithModel(
        model,
        () => imagesForModelIsolated(bytes, 'photo', { signal: options.signal }),
        options.signal,
      );
      if (read) return { ...read, unrecognised: [], structuredBy: 'ai', readBy: 'ai' };
    }
    // Read and parsed in a child process, killed past its time or memory (issue 42 §1).
    const extracted = await readSourceIsolated(
      { bytes, filename: job.filename ?? undefined },
      { onProgress: (share) => options.onProgress(share * 0.9), signal: options.signal },
    );
    if ('rows' in extracted) {
      // Unsure guesses still give a mapping: the screen's column step lets the owner fix it.
      return {
        ...extracted.parsed,
        rows: extracted.rows,
        mapping: extracted.mapping,
        structuredBy: 'parser',
        readBy: 'spreadsheet',
      };
    }
    text = extracted.text;
    read = extracted.parsed;
    pages = extracted.pages;
    readBy = READ_BY[extracted.kind];
    // A PDF is rendered for the model only once the offline reader has judged it within its
    // limits (pages, pictures' pixels).
    if (model && job.kind === 'pdf') {
      const read = await readImagesWithModel(
        model,
        () => imagesForModelIsolated(bytes, 'pdf', { signal: options.signal }),
        options.signal,
      );
      if (read) return { ...read, unrecognised: [], pages, structuredBy: 'ai', readBy: 'ai' };
    }
  }
  options.onProgress(0.9);
  const parsed: ImportOutcome = {
    // A pasted text is parsed in a child too: 200 000 characters take the parser a second.
    ...(read ?? (await parseMenuTextIsolated(text, { signal: options.signal }))),
    pages,
    sourceText: text,
    structuredBy: 'parser',
    readBy,
  };
  let outcome = parsed;
  if (model && readBy === 'text') {
    const draft = await model.structure({ text, signal: options.signal });
    // The model's draft replaces the parser's; lines it left out are not tracked line by line.
    if (draft) outcome = { ...parsed, draft, unrecognised: [], structuredBy: 'ai', readBy: 'ai' };
  }
  if (countDishes(outcome.draft) === 0)
    return { ...outcome, failure: IMPORT_MESSAGES.nothingFound };
  return outcome;
}

/** The images through the model; null (read offline) when they cannot be made or it fails. */
async function readImagesWithModel(
  model: MenuStructurer,
  images: () => Promise<Buffer | Buffer[]>,
  signal: AbortSignal,
): Promise<{ draft: MenuImportDraft; sourceText: string } | null> {
  let made: Buffer[];
  try {
    made = [await images()].flat();
  } catch {
    return null;
  }
  const read = await model.readImages({ images: made, signal });
  if (!read || countDishes(read.draft) === 0) return null;
  return { draft: read.draft, sourceText: read.text };
}
